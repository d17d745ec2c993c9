import type { Key } from 'react';

/** What antd's table hands `onChange` as its sorter: one column's state, or several. */
type TSorterState = { columnKey?: Key; order?: 'ascend' | 'descend' | null };

/**
 * The one column an antd table is sorted by, as the list calls' `sorter` ({ field, order }), or undefined
 * when the user cleared the sort. Our tables sort by one column at a time; the column's `key` is the API field.
 */
export function sorterOf<TField extends string>(
  sorter: TSorterState | TSorterState[],
): { field: TField; order: 'ascend' | 'descend' } | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  return one?.order && one.columnKey !== undefined
    ? { field: String(one.columnKey) as TField, order: one.order }
    : undefined;
}
