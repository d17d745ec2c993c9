import { useNavigate, useParams } from 'react-router';
import { CaseWorkspace } from '../components/CaseWorkspace';

/** Lot view inside its case (spec part 2 §2): the case page with the lot's tabs. */
export function LotPage() {
  const { caseId = '', lotId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <CaseWorkspace
      caseId={caseId}
      lotId={lotId}
      onSelectLot={(next) => navigate(next ? `/cases/${caseId}/lots/${next}` : `/cases/${caseId}`)}
    />
  );
}
