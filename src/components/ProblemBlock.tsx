import type { ErrorBlockProps } from 'antd-mobile';
import { lazy, Suspense } from 'react';

// antd-mobile's ErrorBlock carries its illustrations (10 KB gzip): it loads only when a page has a problem to show.
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

/** antd-mobile's ErrorBlock, loaded when first shown. */
export function ProblemBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={null}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
