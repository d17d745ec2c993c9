import { Link } from 'react-router';

/** "Practice bidding": the one link other pages show to the practice sale (a link only, no weight). */
export function PracticeLink({ className }: { className?: string }) {
  return (
    <Link to="/practice" className={className}>
      Practice bidding
    </Link>
  );
}
