import type { TTablePagination } from '@bidright/domain';

/** LIMIT/OFFSET of an antd table page, with the list's default page size when none was asked for. */
export function pageOf(pagination: Partial<TTablePagination> | undefined, defaultSize: number) {
  const pageSize = pagination?.pageSize ?? defaultSize;
  const current = pagination?.current ?? 1;
  return { pageSize, current, limit: pageSize, offset: (current - 1) * pageSize };
}

/** An ILIKE pattern matching `term` anywhere, with the term's own `%`, `_` and `\` taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
