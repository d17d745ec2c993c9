import { formatUsd, toCents } from '@bidright/domain';
import { Typography } from '../../../components/light-antd/Typography';
import { balanceFontSize } from '../utils/balance-font';

/** A dollar balance whose type shrinks as the amount grows (spec part 2 §9). */
export function BalanceFigure({ dollars, testId }: { dollars: number; testId?: string }) {
  return (
    <Typography.Text
      strong
      data-testid={testId}
      style={{ fontSize: balanceFontSize(dollars), lineHeight: 1.15, color: '#0f2747', whiteSpace: 'nowrap' }}
    >
      {formatUsd(toCents(dollars), { decimals: 2 })}
    </Typography.Text>
  );
}
