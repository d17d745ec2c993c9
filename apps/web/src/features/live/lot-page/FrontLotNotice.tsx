import { FRONT_LOT_NOTICE_SECONDS, type TBidderLot } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { frontLotQueryOptions } from '../api/live-api';
import { addressLine } from '../format';
import { useLiveAuction } from '../stream/live-lot';

/** Manual auctions: when a different Listed lot is open in front, offer to switch for 20 seconds. */
export function FrontLotNotice({ lot }: { lot: TBidderLot }) {
  const navigate = useNavigate();
  // The auction's lots with their live fields read with the stream's by the one reader (ADR 0073).
  const auction = useLiveAuction(useQuery(frontLotQueryOptions(lot)).data);
  const front = auction?.lots.find(
    (l) => l.id !== lot.id && l.lotStatus === 'Listed' && l.startedTime && !l.stoppedTime,
  );
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!front || front.id === shownFor) return;
    setShownFor(front.id);
    setLeft(FRONT_LOT_NOTICE_SECONDS);
  }, [front, shownFor]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  if (!front || left <= 0 || front.id !== shownFor) return null;
  return (
    <Alert
      data-testid="front-lot-notice"
      type="info"
      showIcon
      style={{ position: 'fixed', top: 80, right: 16, zIndex: 1000, maxWidth: 360 }}
      title={`Another lot is live now: ${addressLine(front.address) || `Lot ${front.lotNumber ?? front.id}`}`}
      description={`This notice closes in ${left} s.`}
      action={
        <Button size="small" type="primary" onClick={() => navigate(`/details/${front.id}`)}>
          Switch
        </Button>
      }
      closable
      onClose={() => setLeft(0)}
    />
  );
}
