import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { sorterOf } from './table-sorter';

export type TSortOrder = 'ascend' | 'descend';
export type TTableSort<TField extends string> = { field: TField; order: TSortOrder };
export type TTablePage = { current: number; pageSize: number };

/**
 * The page, page size and sort of a table that the server pages and sorts, and the mapping from antd's
 * `onChange` to them. Each list call takes them as `pagination` ({ current, pageSize }) and `sorter`
 * ({ field, order }); a column's `key` is the API field it sorts by (lib/table-sorter.ts).
 *
 * - `pageSize`: the first page size (the table's size changer may change it).
 * - `defaultSort`: the sort when the user has chosen none or cleared theirs; without it, no sorter is sent.
 * - `resetOn`: the search and filter values; when one changes the table goes back to page 1, in the same
 *   render, so no request goes out for a page the new results may not have.
 */
export function usePagedTable<TField extends string>({
  pageSize,
  defaultSort,
  resetOn = [],
}: {
  pageSize: number;
  defaultSort?: TTableSort<TField>;
  resetOn?: readonly unknown[];
}) {
  const [page, setPage] = useState<TTablePage>({ current: 1, pageSize });
  const [chosenSort, setChosenSort] = useState<TTableSort<TField> | undefined>();
  const sorter = chosenSort ?? defaultSort;

  const resetKey = JSON.stringify(resetOn);
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  let current = page;
  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    if (page.current !== 1) {
      current = { ...page, current: 1 };
      setPage(current);
    }
  }

  /** antd's Table `onChange`: the page it moved to and the one column it is sorted by (or none). */
  const onChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sort: Parameters<typeof sorterOf>[0],
  ) => {
    setPage({ current: pagination.current ?? 1, pageSize: pagination.pageSize ?? current.pageSize });
    setChosenSort(sorterOf<TField>(sort));
  };

  return {
    /** The list call's `pagination`, and the table's `current` and `pageSize`. */
    page: current,
    /** The list call's `sorter`. */
    sorter,
    /** A column's `sortOrder`, so the arrows show the sort the server was asked for. */
    sortOrder: (field: TField): TSortOrder | null => (sorter?.field === field ? sorter.order : null),
    onChange,
    /** Back to page 1, for a change the table does not see in `resetOn` (e.g. a tab). */
    toFirstPage: () => setPage((p) => (p.current === 1 ? p : { ...p, current: 1 })),
  };
}
