import { Table, type TableProps } from 'antd';

/** A small table of bids (the lot page's live and past bid lists); its own module so it can load lazily. */
export function BidsTable<T extends object>(props: TableProps<T>) {
  return <Table<T> size="small" rowKey="id" scroll={{ x: 'max-content' }} {...props} />;
}
