import AppContext from 'antd/es/app/context';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { loadAntdStyles } from '../../lib/antd-styles';
import { createLazyFeedback } from './lazy-feedback';

const Nothing = (_props: { onReady: unknown }) => null;

/** The holders' code and antd's stylesheet; if they cannot be fetched (offline), the calls wait unseen. */
const FeedbackHolders = lazy(() =>
  Promise.all([import('./FeedbackHolders'), loadAntdStyles()]).then(
    ([module]): { default: typeof module.FeedbackHolders | typeof Nothing } => ({
      default: module.FeedbackHolders,
    }),
    () => ({ default: Nothing }),
  ),
);

/**
 * What antd's `App` gave the app, without its holders in the start (ADR 0080): `App.useApp()` below answers
 * message, notification and modal APIs whose code and holders load on their first call. The wrapper keeps
 * App's `ant-app` class (the text colour, size and font of everything inside).
 */
export function FeedbackProvider({ className, children }: { className: string; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [feedback] = useState(() => createLazyFeedback(() => setWanted(true)));
  return (
    <AppContext.Provider value={feedback.apis}>
      <div className={className}>
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={feedback.ready} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}
