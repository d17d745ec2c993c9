import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedTable } from './use-paged-table';

type TField = 'createdDate' | 'caseNumber';

describe('usePagedTable', () => {
  it('starts on page 1 with the given size and the default sort', () => {
    const { result } = renderHook(() =>
      usePagedTable<TField>({ pageSize: 10, defaultSort: { field: 'createdDate', order: 'descend' } }),
    );
    expect(result.current.page).toEqual({ current: 1, pageSize: 10 });
    expect(result.current.sorter).toEqual({ field: 'createdDate', order: 'descend' });
    expect(result.current.sortOrder('createdDate')).toBe('descend');
    expect(result.current.sortOrder('caseNumber')).toBeNull();
  });

  it("maps antd's onChange: page, page size and the sorted column's key as the field", () => {
    const { result } = renderHook(() => usePagedTable<TField>({ pageSize: 10 }));
    act(() =>
      result.current.onChange({ current: 3, pageSize: 20 }, {}, { columnKey: 'caseNumber', order: 'ascend' }),
    );
    expect(result.current.page).toEqual({ current: 3, pageSize: 20 });
    expect(result.current.sorter).toEqual({ field: 'caseNumber', order: 'ascend' });
    expect(result.current.sortOrder('caseNumber')).toBe('ascend');
  });

  it('a cleared sort falls back to the default sort, or to none without one', () => {
    const withDefault = renderHook(() =>
      usePagedTable<TField>({ pageSize: 10, defaultSort: { field: 'createdDate', order: 'descend' } }),
    );
    act(() =>
      withDefault.result.current.onChange({ current: 1 }, {}, { columnKey: 'caseNumber', order: 'ascend' }),
    );
    act(() =>
      withDefault.result.current.onChange({ current: 1 }, {}, { columnKey: 'caseNumber', order: null }),
    );
    expect(withDefault.result.current.sorter).toEqual({ field: 'createdDate', order: 'descend' });

    const withoutDefault = renderHook(() => usePagedTable<TField>({ pageSize: 10 }));
    act(() =>
      withoutDefault.result.current.onChange({ current: 1 }, {}, [
        { columnKey: 'caseNumber', order: 'descend' },
      ]),
    );
    expect(withoutDefault.result.current.sorter).toEqual({ field: 'caseNumber', order: 'descend' });
    act(() => withoutDefault.result.current.onChange({ current: 1 }, {}, {}));
    expect(withoutDefault.result.current.sorter).toBeUndefined();
  });

  it('keeps the page size when antd hands no size (a table without the size changer)', () => {
    const { result } = renderHook(() => usePagedTable<TField>({ pageSize: 25 }));
    act(() => result.current.onChange({ current: 2 }, {}, {}));
    expect(result.current.page).toEqual({ current: 2, pageSize: 25 });
  });

  it('goes back to page 1, in the same render, when a search or filter value changes; the size and sort stay', () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ search }: { search: string }) => {
        const table = usePagedTable<TField>({ pageSize: 10, resetOn: [search] });
        seen.push(table.page.current);
        return table;
      },
      { initialProps: { search: '' } },
    );
    act(() =>
      result.current.onChange({ current: 4, pageSize: 50 }, {}, { columnKey: 'caseNumber', order: 'ascend' }),
    );
    expect(result.current.page.current).toBe(4);
    seen.length = 0;
    rerender({ search: 'CH' });
    // No render of the new search on the old page: that render would ask the server for page 4.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((current) => current !== 1)).toEqual([]);
    expect(result.current.page).toEqual({ current: 1, pageSize: 50 });
    expect(result.current.sorter).toEqual({ field: 'caseNumber', order: 'ascend' });
    rerender({ search: 'CH' });
    expect(result.current.page.current).toBe(1);
  });

  it('toFirstPage goes back to page 1 (for a change outside the table, such as a tab)', () => {
    const { result } = renderHook(() => usePagedTable<TField>({ pageSize: 10 }));
    act(() => result.current.onChange({ current: 5, pageSize: 10 }, {}, {}));
    act(() => result.current.toFirstPage());
    expect(result.current.page).toEqual({ current: 1, pageSize: 10 });
  });
});
