import { CASE_PROGRESS_STEP_LABELS, CASE_PROGRESS_STEPS, type TCaseDetail } from '@bidright/domain';
import { Alert, Steps } from 'antd';
import { Card } from '../../../components/light-antd/Card';

function stepState(index: number, current: number, finished: boolean): string {
  if (index < current || (finished && index === current)) return ', done';
  return index === current ? ', current step' : ', to come';
}

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
        items={CASE_PROGRESS_STEPS.map((step, index) => ({
          title: (
            <>
              {CASE_PROGRESS_STEP_LABELS[step]}
              {/* The step's state in words: the drawing tells it by its circle's fill and colour only. */}
              <span className="visually-hidden">{stepState(index, current, finished)}</span>
            </>
          ),
        }))}
        aria-label="Case progress"
      />
    </Card>
  );
}
