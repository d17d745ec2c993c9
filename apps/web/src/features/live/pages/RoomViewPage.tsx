import { useParams } from 'react-router';
import { RoomView } from '../control-room/RoomView';

/** Room (TV) view of a live lot, opened in its own tab (spec part 1 §4). */
export function RoomViewPage() {
  const { auctionId = '', lotId = '' } = useParams();
  return <RoomView key={lotId} auctionId={auctionId} lotId={lotId} />;
}
