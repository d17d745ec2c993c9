import { type SpinProps, Table, type TableProps } from 'antd';

/**
 * A small table of bids (the lot page's live and past bid lists); its own module so it can load lazily.
 * antd wraps every table in its loading spinner, a polite live region: a burst of bids was read out row
 * by row. The spinner here is silent; bids are told by the lot's one announcer (ADR 0025).
 */
export function BidsTable<T extends object>({ loading, ...props }: TableProps<T>) {
  return (
    <Table<T>
      size="small"
      rowKey="id"
      scroll={{ x: 'max-content' }}
      loading={silentLoading(loading)}
      {...props}
    />
  );
}

/** antd's `loading` as spinner props whose region is off (antd spreads them over its aria-live). */
export function silentLoading(loading: TableProps['loading']): SpinProps {
  const spin = typeof loading === 'object' ? loading : { spinning: Boolean(loading) };
  return { ...spin, 'aria-live': 'off' } as SpinProps;
}
