import { PRACTICE_LABEL } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { bidderLotQueryOptions } from '../../live/api/live-api';
import { usePracticeLobby } from '../api/practice';
import { PracticeBanner } from '../components/PracticeBanner';

/**
 * /practice/lots/{lotId}: the live lot page, as every lot has it (the route's child), under the practice
 * band with the play balance. The bid box, maximum bid and stream are the live feature's own. A lot of a
 * real sale is not shown under the band: it goes to its own lot page.
 */
export function PracticeLotFrame() {
  const lotId = useParams().lotId ?? '';
  const lobby = usePracticeLobby();
  // The lot page's own query (same key): read once, by the child and here.
  const lot = useQuery(bidderLotQueryOptions(lotId));
  if (lot.data && !lot.data.auctionIsPractice) return <Navigate to={`/details/${lotId}`} replace />;
  return (
    <div className="practice-lot">
      <PracticeBanner playBalance={lobby.data?.playBalance}>
        This is a {PRACTICE_LABEL.toLowerCase()} lot: rivals are scripted and bids are play money.{' '}
        <LinkButton to="/practice" size="small">
          All practice lots
        </LinkButton>
      </PracticeBanner>
      <Outlet />
    </div>
  );
}
