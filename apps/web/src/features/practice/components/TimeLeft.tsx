import { useEffect, useState } from 'react';

/** "2:41 left" until an ISO time, ticking each second; "Closing" once past. */
export function TimeLeft({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!until) return <span>Opening</span>;
  const seconds = Math.max(0, Math.round((new Date(until).getTime() - now) / 1000));
  if (seconds === 0) return <span>Closing</span>;
  const minutes = Math.floor(seconds / 60);
  return <span>{`${minutes}:${String(seconds % 60).padStart(2, '0')} left`}</span>;
}
