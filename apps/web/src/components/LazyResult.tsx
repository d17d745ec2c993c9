import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result carries its three illustrations (404, 403, 500: ~10 KB gzipped) whatever the status shown.
const Result = lazy(async () => ({ default: (await import('./ResultPart')).Result }));

/**
 * antd's Result, loaded when first shown: for the error and empty states of pages whose first load should not
 * carry it (the lot page, the control room; issue 41). Nothing is drawn for the moment it takes to arrive.
 */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
