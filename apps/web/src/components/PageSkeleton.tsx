import { Skeleton } from 'antd';

/** What a page shows while its code is on the way: the shape of a title and a few lines, announced politely. */
export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Loading the page"
      data-testid="page-skeleton"
      style={{ padding: 24 }}
    >
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 6 }} />
    </div>
  );
}
