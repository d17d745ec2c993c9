import {
  BellOutlined,
  DollarOutlined,
  IdcardOutlined,
  SolutionOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Skeleton } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { AccountShell, type TAccountNavItem } from '../components/AccountShell';

const SECTIONS: readonly TAccountNavItem[] = [
  { slug: 'personal', label: 'Personal', icon: <IdcardOutlined /> },
  { slug: 'notification', label: 'Notifications', icon: <BellOutlined /> },
  { slug: 'purchase', label: 'Purchase Profiles', icon: <SolutionOutlined /> },
  { slug: 'balance', label: 'Balance', icon: <DollarOutlined /> },
  { slug: 'winning', label: 'Winnings', icon: <TrophyOutlined /> },
];

type TSection = 'personal' | 'notification' | 'purchase' | 'balance' | 'winning';

/**
 * Each section is its own chunk (issue 41): the winnings list carried the personal section's forms, date
 * pickers and zod schemas, the personal section the winnings' tables. The route waits for the opened
 * section's chunk with the page's own code (`preloadAccountSection`), so the page draws at once.
 */
const LOADERS: Record<TSection, () => Promise<ComponentType>> = {
  personal: async () => (await import('../components/PersonalSection')).PersonalSection,
  notification: async () => {
    const { NotificationPreferencesSection } = await import(
      '../../notifications/public/NotificationPreferencesSection'
    );
    return () => <NotificationPreferencesSection userRole="Bidder" />;
  },
  purchase: async () => (await import('../components/PurchaseProfilesCard')).PurchaseProfilesCard,
  balance: async () => (await import('../components/BalancePanel')).BalancePanel,
  winning: async () => (await import('../../winnings/public/WinningsSection')).WinningsSection,
};

const sectionOf = (slug: string | undefined): TSection =>
  slug && slug in LOADERS ? (slug as TSection) : 'personal';

/** Sections whose code has arrived: they render at once, with no fallback between. */
const loaded: Partial<Record<TSection, ComponentType>> = {};

async function loadSection(which: TSection) {
  loaded[which] ??= await LOADERS[which]();
  return loaded[which];
}

/** Loads the code of the section at `/account/{slug}` (the route's loader awaits it beside the page's). */
export async function preloadAccountSection(slug: string | undefined): Promise<void> {
  await loadSection(sectionOf(slug));
}

/** For a section opened from another (the menu's links): its code loads behind a skeleton. */
const lazySection = (which: TSection) => lazy(async () => ({ default: await loadSection(which) }));
const LAZY: Record<TSection, ComponentType> = {
  personal: lazySection('personal'),
  notification: lazySection('notification'),
  purchase: lazySection('purchase'),
  balance: lazySection('balance'),
  winning: lazySection('winning'),
};

function Section({ slug }: { slug: string }) {
  const which = sectionOf(slug);
  const Ready = loaded[which];
  if (Ready) return <Ready />;
  const Lazy = LAZY[which];
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
      <Lazy />
    </Suspense>
  );
}

/** /account/{slug} for bidders: personal, notification, purchase, balance, winning (spec part 3 §2). */
export function BidderAccountPage({ slug }: { slug: string }) {
  return (
    <AccountShell title="My Account" base="/account" items={SECTIONS} slug={slug}>
      <Section slug={slug} />
    </AccountShell>
  );
}
