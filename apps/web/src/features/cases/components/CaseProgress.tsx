import { CASE_PROGRESS_STEP_LABELS, CASE_PROGRESS_STEPS, type TCaseDetail } from '@bidright/domain';
import { Alert, Card, Steps } from 'antd';

/** The case progress bar; a cancelled case shows a Cancelled banner instead (spec part 2 §4). */
export function CaseProgress({ kase }: { kase: TCaseDetail }) {
  if (kase.caseStatus === 'Cancelled') {
    return (
      <Alert
        type="error"
        showIcon
        title="Cancelled"
        description="This case has been cancelled. Its lots and properties are read-only."
      />
    );
  }
  const current = CASE_PROGRESS_STEPS.indexOf(kase.progressStep);
  const finished = kase.progressStep === 'Closed';
  return (
    <Card size="small" styles={{ body: { padding: '16px 24px' } }}>
      <Steps
        size="small"
        current={current}
        status={finished ? 'finish' : 'process'}
        items={CASE_PROGRESS_STEPS.map((step) => ({ title: CASE_PROGRESS_STEP_LABELS[step] }))}
        aria-label="Case progress"
      />
    </Card>
  );
}
