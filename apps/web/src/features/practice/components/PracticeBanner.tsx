import { PRACTICE_LABEL } from '@bidright/domain';
import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** The band every practice screen carries: play money, nothing real is sold (ADR 0076). */
export function PracticeBanner({ playBalance, children }: { playBalance?: number; children?: ReactNode }) {
  return (
    <Alert
      type="info"
      role="region"
      aria-label={`${PRACTICE_LABEL} sale`}
      className="practice-banner"
      style={{ marginBottom: 16, borderWidth: 2 }}
      title={
        <strong>
          {PRACTICE_LABEL}: play money only. Nothing here is real, and nothing you win is owed.
          {playBalance !== undefined && ` Your play balance: $${playBalance.toLocaleString('en-US')}.`}
        </strong>
      }
      description={children}
    />
  );
}
