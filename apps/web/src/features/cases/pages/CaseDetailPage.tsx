import { useParams, useSearchParams } from 'react-router';
import { CaseWorkspace } from '../components/CaseWorkspace';

/** Case detail with lots, documents, notes and activity (spec part 2 §2); a lot is chosen by ?lotId=. */
export function CaseDetailPage() {
  const { caseId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <CaseWorkspace
      caseId={caseId}
      lotId={params.get('lotId')}
      onSelectLot={(lotId) => setParams(lotId ? { lotId } : {})}
    />
  );
}
