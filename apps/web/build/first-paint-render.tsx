import {
  CalendarOutlined,
  ClearOutlined,
  DownOutlined,
  EnvironmentOutlined,
  FilterOutlined,
  PushpinFilled,
  PushpinOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { TFirstPaintRoute } from '@bidright/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppHeader } from '../src/app/layouts/header/AppHeader';
import { LoginFrame } from '../src/app/layouts/LoginFrame';
import { routes } from '../src/app/router';
import { firstPaintTable } from '../src/app/routes/first-paint-table';
import { screenTable, type TScreenTable } from '../src/app/routes/screen-table';
import { BrandLogo } from '../src/components/BrandLogo';
import { ForgotPasswordLink, LoginCard } from '../src/features/auth/components/LoginCard';
import { LoginFormOutline } from '../src/features/auth/components/LoginFormOutline';
import { Hero, StatsBand } from '../src/features/landing/pages/HomePage';
import { CardTag } from '../src/features/listings/components/PropertyCardFacts';
import {
  PreviewButton,
  PreviewIcon,
  PreviewNoPhoto,
  PreviewPhoto,
  PropertyCardPreview,
} from '../src/features/listings/components/PropertyCardPreview';
import {
  SEARCH_CONTROL_SYMBOLS,
  SearchControlsPreview,
} from '../src/features/listings/components/SearchControlsPreview';
import { SearchTop } from '../src/features/listings/components/SearchTop';
import { LotHeading } from '../src/features/live/lot-page/LotHeading';

/** What the build writes into index.html's slots, and the table of paths it emits beside the files. */
export interface TFirstPaintRender {
  /** Static markup by slot name (`<!--render:name-->` in index.html). */
  slots: Record<string, string>;
  routes: TFirstPaintRoute[];
  /**
   * Fragments of markup with named slots (`{{name}}`) that the server fills with HTML-escaped values for a
   * page's preview (apps/server/src/plugins/first-paint-table.ts `fillTemplate`), by fragment name.
   */
  templates: Record<string, string>;
  /** The app's pages and who may open each, for the browser journeys (`screens.json`, e2e/support/screens.ts). */
  screens: TScreenTable;
}

/** A named slot of a template, which the server fills (its values are text the server escapes, or fragments). */
const slot = (name: string) => `{{${name}}}`;

/**
 * A component's markup as a visitor's browser first gets it, outside any page (links resolve as on `/`),
 * without test ids: they name the app's own elements, and a journey that found one in the static copy would
 * act on the page before the app has drawn it.
 */
const markup = (node: ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replace(/ data-testid="[^"]*"/g, '');

/**
 * Renders the parts of the static first paint from the app's own components (ADR 0018), run by the build in
 * Vite's module runner (build/first-paint.ts): the home page's header as a visitor sees it, with its hero and
 * figures; and, for every other page under the header, the bar with the logo alone, since the signed-in
 * header's menu and account panel depend on the reader, whom a static file does not know; and the login
 * pages' layout with the login form's card (marked `card`: only /login's first paint keeps it). Also the
 * router's table of paths and shells for the server, and its table of pages for the journeys.
 */
export function renderFirstPaint(): TFirstPaintRender {
  return {
    slots: {
      home: markup(
        <>
          <AppHeader />
          <Hero />
          <StatsBand />
        </>,
      ),
      header: markup(
        <header className="site-header">
          <BrandLogo />
        </header>,
      ),
      login: loginLayout(),
    },
    routes: firstPaintTable(routes),
    screens: screenTable(routes),
    templates: {
      // The lot page's heading (its address and host line), in the place the page draws it
      // (first-paint/lot-heading.css).
      'lot-heading': markup(
        <div className="lot-preview">
          <div className="lot-preview-inner">
            <LotHeading title={slot('address')} hostLine={slot('hostLine')} />
          </div>
        </div>,
      ),
      // The bidder search's heading, the line under it, the saved filters' (empty) place and the banner.
      'search-top': bareIcons(markup(<SearchTop bannerIcon={<EnvironmentOutlined />} />)),
      // The search's controls as inert stand-ins (no slots).
      'search-controls': markup(<SearchControlsPreview />),
      ...searchCardTemplates(),
      'search-icons': searchIcons(),
    },
  };
}

/**
 * The login layout (LoginFrame) with the login form's card (LoginCard) around the form's inert outline, the
 * card between index.html's `card` markers (build/first-paint.ts cuts it from the other login pages' file).
 */
function loginLayout(): string {
  const card = markup(
    <LoginCard admin={false}>
      <LoginFormOutline>
        <ForgotPasswordLink tabIndex={-1} />
      </LoginFormOutline>
    </LoginCard>,
  );
  return bareIcons(
    markup(<LoginFrame>{slot('card')}</LoginFrame>).replace(
      slot('card'),
      () => `<!--card-->${card}<!--/card-->`,
    ),
  );
}

/**
 * antd's icons in `html` as their own `<svg>`s, without antd's wrapper, whose styles (which antd's icons
 * insert when they mount) a static page lacks: unstyled, the wrapper's line box would move the icon.
 */
const bareIcons = (html: string) =>
  html.replace(/<span role="img"[^>]*? class="anticon[^"]*"[^>]*>(<svg[\s\S]*?<\/svg>)<\/span>/g, '$1');

/**
 * An antd icon as an SVG `<symbol>` of the page (first-paint/search.css `.preview-icons`), cut from the
 * icon's own rendered markup: its view box and paths.
 */
function iconSymbol(id: string, icon: ReactNode): string {
  const svg = /<svg[^>]*?viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>/.exec(renderToStaticMarkup(icon));
  if (!svg) throw new Error(`first paint: the icon ${id} renders no svg`);
  return `<symbol id="${id}" viewBox="${svg[1]}">${svg[2]}</symbol>`;
}

/**
 * The shapes of the icons that the search's controls and cards use by reference (PreviewIcon), as `<symbol>`s
 * the page defines once (`search-icons`), from antd's own icons.
 */
function searchIcons(): string {
  const { search, filter, down, clear, environment } = SEARCH_CONTROL_SYMBOLS;
  return (
    '<svg class="preview-icons" aria-hidden="true">' +
    iconSymbol(search, <SearchOutlined />) +
    iconSymbol(filter, <FilterOutlined />) +
    iconSymbol(down, <DownOutlined />) +
    iconSymbol(clear, <ClearOutlined />) +
    iconSymbol(environment, <EnvironmentOutlined />) +
    iconSymbol('preview-calendar', <CalendarOutlined />) +
    iconSymbol('preview-pin', <PushpinOutlined />) +
    iconSymbol('preview-pinned', <PushpinFilled />) +
    '</svg>'
  );
}

/**
 * The search result card of the bidder search's first paint (`search-card`, features/listings/components/
 * PropertyCardPreview.tsx) and the fragments the server puts in its slots: one tag, the first card's photo,
 * another card's photo, the strip without one, Pin and Pinned.
 */
function searchCardTemplates(): Record<string, string> {
  const pinButton = (symbol: string, label: string) =>
    markup(<PreviewButton icon={<PreviewIcon symbol={symbol} />} label={label} />);
  return {
    'search-card': markup(
      <PropertyCardPreview
        lotId={slot('lotId')}
        photo={slot('photo')}
        pinButton={slot('pin')}
        facts={{
          tags: slot('tags'),
          address: slot('address'),
          street: slot('street'),
          cityLine: slot('cityLine'),
          openingBid: slot('openingBid'),
          dateIcon: <PreviewIcon symbol="preview-calendar" className="card-date-icon" />,
          date: slot('date'),
        }}
      />,
    ),
    'search-card-tag': markup(<CardTag label={slot('label')} color={slot('color')} />),
    // React adds a preload link before an eager image it renders; this one is the page's first picture anyway.
    'search-card-first-photo': markup(<PreviewPhoto src={slot('src')} alt={slot('alt')} isFirst />).replace(
      /^<link rel="preload"[^>]*>/,
      '',
    ),
    'search-card-photo': markup(<PreviewPhoto src={slot('src')} alt={slot('alt')} isFirst={false} />),
    'search-card-no-photo': markup(<PreviewNoPhoto />),
    'search-card-pin': pinButton('preview-pin', 'Pin'),
    'search-card-pinned': pinButton('preview-pinned', 'Pinned'),
  };
}
