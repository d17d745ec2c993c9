import {
  type ComponentType,
  isValidElement,
  type JSX,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { PageSkeleton } from '../components/PageSkeleton';
import { PageUnavailable } from '../components/PageUnavailable';
import { loadAntdStyles } from '../lib/antd-styles';

/** Every lazy page's loader, so tests (and a future prefetch) can load them all up front. */
const loaders: (() => Promise<unknown>)[] = [];
/** The loader of each lazy page component, so a route's element can be loaded before it first renders. */
const loaderOf = new WeakMap<object, () => Promise<unknown>>();

/**
 * A page whose code is fetched the first time it is shown, with a skeleton until it arrives (ADR 0011).
 * Every page of the router is declared this way, so a visitor's first load carries only the shell and the
 * page in front of them, never staff, admin or live code:
 *
 *   const CaseListPage = lazyPage(() => import('../features/cases/pages/CaseListPage'), 'CaseListPage');
 *
 * and the route keeps using `<CaseListPage />` (props and wrappers such as `<RequireRoles>` unchanged).
 * Import pages nowhere else in app/: a static import would pull the page back into the first load.
 *
 * The page also waits for antd's stylesheet (lib/antd-styles.ts), loaded beside its code; a page that draws no
 * antd on arrival says `{ antdStyles: false }` and loads it itself when it first needs it.
 *
 * A lazy part of the shell (the header's account panel) is declared the same way with its own `fallback`;
 * the start loads it with `preloadComponent` when the first screen shows it.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  { antdStyles = true, fallback = <PageSkeleton /> }: { antdStyles?: boolean; fallback?: ReactNode } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadPage = async () => {
    const [module] = await Promise.all([load(), antdStyles ? loadAntdStyles() : undefined]);
    loaded ??= module[name];
    return loaded;
  };
  loaders.push(loadPage);
  // Code that cannot be fetched (offline, or a release replaced it) shows a page that says so and offers a
  // reload, inside the layout, instead of the router's error screen in place of the whole app.
  const Lazy = lazy(() =>
    loadPage().then(
      (Page) => ({ default: Page }),
      () => ({ default: PageUnavailable as ComponentType<P> }),
    ),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, as React.lazy is.
  function LazyPage(props: P) {
    // A page already loaded renders at once (no skeleton flash); the choice is kept for the mount's lifetime.
    const [Page] = useState(() => loaded);
    if (Page) return <Page {...(props as P & JSX.IntrinsicAttributes)} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  LazyPage.displayName = `LazyPage(${name})`;
  loaderOf.set(LazyPage, loadPage);
  return LazyPage;
}

/** Loads the code of every page declared so far (tests render pages synchronously after this). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(loaders.map((loadPage) => loadPage()));
}

/** Starts loading the code of a component declared with `lazyPage`; undefined for any other component. */
export function preloadComponent(type: object): Promise<unknown> | undefined {
  return loaderOf.get(type)?.();
}

/**
 * Starts loading the code of the lazy pages in a route element: the page itself, or a page inside guards
 * and wrappers (`<RequireRoles><CaseListPage /></RequireRoles>`). main.tsx calls it for the first URL before
 * the first render, so the page's code downloads beside the shell's and the page renders with it in one
 * go, instead of a skeleton first and a second round trip for the page after the shell has run.
 */
export function preloadElement(node: ReactNode): Promise<unknown>[] {
  if (Array.isArray(node)) return node.flatMap(preloadElement);
  if (!isValidElement(node)) return [];
  const loading = preloadComponent(node.type as object);
  const inner = preloadElement((node.props as { children?: ReactNode }).children);
  return loading ? [loading, ...inner] : inner;
}
