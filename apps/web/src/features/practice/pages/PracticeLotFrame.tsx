import { PRACTICE_LABEL } from '@bidright/domain';
import { Outlet } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { usePracticeLobby } from '../api/practice';
import { PracticeBanner } from '../components/PracticeBanner';

/**
 * /practice/lots/{lotId}: the live lot page, as every lot has it (the route's child), under the practice
 * band with the play balance. The bid box, maximum bid and stream are the live feature's own.
 */
export function PracticeLotFrame() {
  const lobby = usePracticeLobby();
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
