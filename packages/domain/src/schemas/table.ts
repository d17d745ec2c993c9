import { z } from 'zod';
import { zNumeric } from '../text';

/** Empty strings and nulls from cleared form controls mean "not given". */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The largest page any list answers. */
export const MAX_PAGE_SIZE_TABLE = 100;

/**
 * An antd table page as the screens send it: `current` is 1-based; `pageSize` absent means the list's own
 * default (10 for most lists, spec part 2 §9; 100 for case notes).
 */
export const ZTablePagination = z.object({
  current: zNumeric(z.number().int().min(1).max(1_000_000)).default(1),
  pageSize: zNumeric(z.number().int().min(1).max(MAX_PAGE_SIZE_TABLE)).optional(),
});
export type TTablePagination = z.infer<typeof ZTablePagination>;

/** An antd table sorter over the given columns; a cleared column (no field or order) means the default sort. */
export const zTableSorter = <const T extends readonly [string, ...string[]]>(fields: T) =>
  z.object({
    field: z.preprocess(blankToUndefined, z.enum(fields).optional()),
    order: z.preprocess(blankToUndefined, z.enum(['ascend', 'descend']).optional()),
  });
