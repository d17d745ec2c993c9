import { LIVE_MESSAGES } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { LazyResult } from '../../../components/LazyResult';
import { NoPermissionPage } from '../../../components/NoPermissionPage';
import { isLoggedIn, primaryRole, useSession } from '../../../lib/session';
import { liveAuctionQueryOptions } from '../api/live-api';
import { ControlRoom } from '../control-room/ControlRoom';
import { defaultLotId } from '../control-room/control-room-lots';
import { BidderScreen } from '../lot-page/BidderScreen';

/** Live auction: control room or presenter for staff, the bidder screen for bidders (spec part 1 §2, §4). */
export function LiveAuctionPage() {
  const { auctionId = '', mode = '', lotId } = useParams();
  const session = useSession();
  const location = useLocation();
  if (!isLoggedIn(session)) return <Navigate to="/login" replace state={{ from: location }} />;
  const role = primaryRole(session);
  if (role === 'Bidder') return <BidderLive auctionId={auctionId} lotId={lotId} />;
  if (role === 'Auctioneer' || role === 'Employee' || role === 'Admin') {
    const staffMode = mode === 'auctioneer' && role !== 'Admin' ? 'auctioneer' : 'presenter';
    return (
      <ControlRoom key={`${auctionId}-${staffMode}`} auctionId={auctionId} lotId={lotId} mode={staffMode} />
    );
  }
  return <NoPermissionPage />;
}

/** Bidders on a live path see the bidder screen of the lot (or the auction's current lot). */
function BidderLive({ auctionId, lotId }: { auctionId: string; lotId?: string }) {
  const navigate = useNavigate();
  const auction = useQuery({ ...liveAuctionQueryOptions(auctionId), enabled: !lotId });
  useEffect(() => {
    if (lotId || !auction.data) return;
    const id = defaultLotId(auction.data.lots) ?? auction.data.lots[0]?.id;
    if (id) navigate(`/details/${id}`, { replace: true });
  }, [lotId, auction.data, navigate]);
  if (lotId) return <BidderScreen key={lotId} lotId={lotId} />;
  // A lot list that cannot be read is not an empty one (spec part 1 §8).
  if (auction.isError) return <LazyResult status="warning" title={LIVE_MESSAGES.lotsOff} />;
  if (auction.data && auction.data.lots.length === 0)
    return <LazyResult status="404" title={LIVE_MESSAGES.noLots} />;
  return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
}
