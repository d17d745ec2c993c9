import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import useToken from 'antd/es/theme/useToken';
import enUS from 'antd/locale/en_US';
import { type ReactNode, useEffect, useState } from 'react';
import { setNotifier } from '../lib/notifier';
import { useFeedback } from '../lib/use-feedback';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { createQueryClient } from './query-client';

export const BRAND_PRIMARY = '#1f4e8c';

/**
 * A darker shade of the antd palettes whose shade 7 is below 4.5:1 on their shade 1: shade 8, or shade 9
 * where shade 8 is still below (gold 4.3, yellow 3.2, lime 4.0 on their shade 1).
 */
const TAG_TEXT_SHADES = {
  green: '#237804',
  orange: '#ad4e00',
  cyan: '#006d75',
  volcano: '#ad2102',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
};

const theme: ThemeConfig = {
  // antd's prebuilt stylesheet (lib/antd-styles.ts) draws every component from CSS variables; at run time
  // antd then only writes this theme's variables, instead of generating each component's styles in
  // JavaScript on its first render (ADR 0042: that was ~0.9 s of phone CPU on a lot page).
  zeroRuntime: true,
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    colorBgLayout: '#f4f6fa',
    // Each page's title is its one h1 (WCAG 1.3.1, 2.4.6), drawn at the size the pages' titles had as h2s.
    fontSizeHeading1: 30,
    // antd's error red (#ff4d4f) is 3.3:1 on white: a danger button's label (Delete, Remove) and an error
    // message read at 4.5:1 or better in red 7 (5.6:1 on white, 5.1 on the page background).
    colorError: '#cf1322',
    // antd's secondary and description greys (45% black) fall below WCAG AA on white and on the page
    // background; these keep 4.5:1 or better on both.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // Placeholders (and a select's placeholder, which assistive checks read as text) at 4.5:1 on white.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Tags print their text in shade 7 of their colour on shade 1; for these colours that is below 4.5:1
    // (green 3.4, orange 3.3, cyan 3.4, volcano 4.4, gold 2.8, yellow 2.1, lime 2.5), so their text takes
    // TAG_TEXT_SHADES. antd keeps each shade
    // under two names (`green7`, `green-7`) that write the same CSS variable: both are set.
    ...Object.fromEntries(
      Object.entries(TAG_TEXT_SHADES).flatMap(([color, shade]) => [
        [`${color}7`, shade],
        [`${color}-7`, shade],
      ]),
    ),
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: 64, footerBg: '#0f2747' },
    Menu: { horizontalLineHeight: '62px' },
    Button: { fontWeight: 500 },
  },
};

/** Hands antd's context-aware message and notification APIs to the non-React notifier. */
function NotifierBridge() {
  const { message, notification } = useFeedback();
  useEffect(() => {
    setNotifier({ message, notification });
    return () => setNotifier(null);
  }, [message, notification]);
  return null;
}

/**
 * A submit that a field's rules stop puts the keyboard's focus on the first field in error, which a screen
 * reader then reads with its error (antd ties a rule's message to its control): the error is announced where
 * it is, and the person is at the field to fix (issue 33, WCAG 3.3.1). antd would only scroll there, or not at all.
 */
const FORM_CONFIG = { scrollToFirstError: { focus: true, block: 'center' } } as const;

/**
 * antd's App context, with message, notification and modal loaded on first use (feedback/, ADR 0080), in a
 * wrapper with the classes antd's `App` gives its own (`css-… ant-app css-var-…`).
 */
function AppFeedback({ children }: { children: ReactNode }) {
  const [, , hashId, , cssVar] = useToken();
  return (
    <FeedbackProvider className={[hashId, 'ant-app', cssVar?.key].filter(Boolean).join(' ')}>
      {children}
    </FeedbackProvider>
  );
}

/**
 * Theme, query cache and antd's App context for everything below. The app's start hands in the query cache it
 * has already filled with the first page's data (app/route-data.ts); tests get a fresh one.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <ConfigProvider theme={theme} locale={enUS} form={FORM_CONFIG}>
      <QueryClientProvider client={queryClient}>
        <AppFeedback>
          <NotifierBridge />
          {children}
        </AppFeedback>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
