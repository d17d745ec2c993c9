import { lotTimeLeft } from '@bidright/domain';
import { useEffect, useState } from 'react';

/**
 * "2:41 left" until an ISO time, ticking each second; "Closing" once past. While the sale is paused it stands
 * at the time left when the pause began and says so (the domain's `lotTimeLeft`, ADR 0077).
 */
export function TimeLeft({ until, salePausedAt }: { until: string; salePausedAt?: string | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = lotTimeLeft(until, now, salePausedAt);
  if (!left) return <span>Opening</span>;
  const seconds = Math.round(left.leftMs / 1000);
  if (seconds === 0) return <span>Closing</span>;
  const minutes = Math.floor(seconds / 60);
  const text = `${minutes}:${String(seconds % 60).padStart(2, '0')} left`;
  return <span data-testid="practice-time-left">{left.paused ? `${text} (paused)` : text}</span>;
}
