import { formatUsd, toCents } from '@bidright/domain';

/** Dollars from the wire as whole US dollars ("$1,235"): the dashboards' figures and the sales chart's axis. */
export const wholeDollars = (dollars: number) => formatUsd(toCents(dollars), { decimals: 0 });
