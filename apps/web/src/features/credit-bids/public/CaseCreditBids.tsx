import { Flex, Skeleton } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { useCaseCreditBids } from '../api/credit-bids';
import { LotCreditBidCard } from '../components/LotCreditBidCard';

/**
 * The case's lots whose auction requires the plaintiff's credit bid (ADR 0074), for the firm's attorneys
 * (enter, or confirm another's entry) and the host's staff (confirm, and see why a lot cannot start).
 * Nothing when no lot requires one: the spec's case page as it was. Loaded apart from the case page.
 */
export function CaseCreditBids({ caseId }: { caseId: string }) {
  const { data, isLoading } = useCaseCreditBids(caseId);
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const lots = (data ?? []).filter((lot) => lot.isRequired);
  if (lots.length === 0) return null;
  return (
    <Card title="Plaintiff's credit bids" data-testid="case-credit-bids">
      <Flex vertical gap={12}>
        {lots.map((lot) => (
          <LotCreditBidCard key={lot.lotId} lot={lot} />
        ))}
      </Flex>
    </Card>
  );
}
