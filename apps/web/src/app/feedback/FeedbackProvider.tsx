import AppContext from 'antd/es/app/context';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadAntdStyles } from '../../lib/antd-styles';
import { createLazyFeedback } from './lazy-feedback';

const Nothing = (_props: { onReady: unknown }) => null;

type THoldersModule = typeof import('./FeedbackHolders');
let holders: Promise<[THoldersModule, unknown]> | undefined;
/** The holders once fetched: drawn at once, without a Suspense round. */
let loadedHolders: THoldersModule['FeedbackHolders'] | undefined;
/** The holders' code and antd's stylesheet, fetched once. */
const loadHolders = () => {
  holders ??= Promise.all([import('./FeedbackHolders'), loadAntdStyles()]).then((loaded) => {
    loadedHolders = loaded[0].FeedbackHolders;
    return loaded;
  });
  return holders;
};

/** Fetches the holders' code now (the unit tests' app does, as it loads every page first). */
export const preloadFeedback = (): Promise<void> => loadHolders().then(() => undefined);

/** The holders; if they cannot be fetched (offline), the calls wait unseen. */
const FeedbackHolders = lazy(() =>
  loadHolders().then(
    ([module]): { default: typeof module.FeedbackHolders | typeof Nothing } => ({
      default: module.FeedbackHolders,
    }),
    () => {
      holders = undefined;
      return { default: Nothing };
    },
  ),
);

/**
 * The holders' code is fetched on the reader's first tap or key, wherever it is: a toast a tap leads to (the
 * login's "Login successful!") then shows as soon as its answer comes, not a round trip later. A page opened
 * and left alone fetches none of it.
 */
function useHoldersOnFirstAct() {
  useEffect(() => {
    const warm = () => {
      void loadHolders().catch(() => undefined);
      stop();
    };
    const stop = () => {
      window.removeEventListener('pointerdown', warm, true);
      window.removeEventListener('keydown', warm, true);
    };
    window.addEventListener('pointerdown', warm, true);
    window.addEventListener('keydown', warm, true);
    return stop;
  }, []);
}

/**
 * What antd's `App` gave the app, without its holders in the start (ADR 0080): `useFeedback()` (lib/use-feedback.ts) below answers
 * message, notification and modal APIs whose code and holders load on their first call. The wrapper keeps
 * App's `ant-app` class (the text colour, size and font of everything inside).
 */
export function FeedbackProvider({ className, children }: { className: string; children: ReactNode }) {
  // Whether the holders are drawn, and how: at once if their code is here, else once it is (chosen once, so
  // the holders are never drawn again, which would close what they show).
  const [wanted, setWanted] = useState<'at once' | 'once fetched' | null>(null);
  const [feedback] = useState(() =>
    createLazyFeedback(() => setWanted(loadedHolders ? 'at once' : 'once fetched')),
  );
  const Holders = wanted === 'at once' ? loadedHolders : undefined;
  useHoldersOnFirstAct();
  return (
    <AppContext.Provider value={feedback.apis}>
      <div className={className}>
        {wanted &&
          (Holders ? (
            <Holders onReady={feedback.ready} />
          ) : (
            <Suspense fallback={null}>
              <FeedbackHolders onReady={feedback.ready} />
            </Suspense>
          ))}
        {children}
      </div>
    </AppContext.Provider>
  );
}
