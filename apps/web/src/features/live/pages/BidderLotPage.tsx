import { useParams } from 'react-router';
import { BidderScreen } from '../lot-page/BidderScreen';

/** Bidder lot page: details, photos, auction panel, joining and bidding (spec part 1 §2, §4). */
export function BidderLotPage() {
  const { lotId = '' } = useParams();
  return <BidderScreen key={lotId} lotId={lotId} />;
}
