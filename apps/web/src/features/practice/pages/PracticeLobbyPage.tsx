import { PRACTICE_LABEL } from '@bidright/domain';
import { Button, Col, Empty, Row, Spin, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { usePageTitle } from '../../../lib/page-title';
import { useJoinPracticeLot, usePracticeLobby } from '../api/practice';
import { PracticeBanner } from '../components/PracticeBanner';
import { TimeLeft } from '../components/TimeLeft';

/** /practice: the always-open practice sale's lobby (issue 43 point 4, ADR 0076). */
export function PracticeLobbyPage() {
  usePageTitle(`${PRACTICE_LABEL} bidding`);
  const lobby = usePracticeLobby();
  const join = useJoinPracticeLot();
  const navigate = useNavigate();
  const open = (lotId: string) =>
    join.mutate(lotId, { onSuccess: () => navigate(`/practice/lots/${encodeURIComponent(lotId)}`) });
  return (
    <div className="practice-lobby">
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {PRACTICE_LABEL} bidding
      </Typography.Title>
      <PracticeBanner playBalance={lobby.data?.playBalance}>
        Lots last three minutes and a fresh one opens when one closes. Rival bidders answer your bids: bid,
        get outbid, set a maximum bid and try to win. No deposit, bank or phone needed.
      </PracticeBanner>
      {lobby.isLoading ? (
        <Spin />
      ) : (lobby.data?.lots.length ?? 0) === 0 ? (
        <Empty description="The next practice lot opens in a moment." />
      ) : (
        <Row gutter={[16, 16]}>
          {lobby.data?.lots.map((lot) => (
            <Col key={lot.id} xs={24} md={8}>
              <Card
                title={
                  <span>
                    <Tag color="gold">{PRACTICE_LABEL}</Tag> Lot {lot.lotNumber}
                  </span>
                }
                extra={<TimeLeft until={lot.stopTime} salePausedAt={lot.salePausedAt} />}
              >
                <Typography.Paragraph strong>{lot.title}</Typography.Paragraph>
                <Typography.Paragraph>
                  {lot.bidCount > 0 ? 'High bid' : 'Opening'}: ${lot.currentBid.toLocaleString('en-US')}{' '}
                  (play)
                </Typography.Paragraph>
                <Button
                  type="primary"
                  block
                  loading={join.isPending && join.variables === lot.id}
                  onClick={() => open(lot.id)}
                >
                  {lot.joined ? `Go to practice lot ${lot.lotNumber}` : `Join practice lot ${lot.lotNumber}`}
                </Button>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
