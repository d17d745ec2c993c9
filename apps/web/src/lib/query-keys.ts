/**
 * Roots of query keys that more than one feature invalidates. A feature that must refresh another's data
 * (a default marked on a lot refreshes the case pages) names the root here, so it never imports that
 * feature's api: the arrow would run back up the house.
 */

/** Root of every cases query key: mutations invalidate below it. */
export const casesKey = ['cases'] as const;
