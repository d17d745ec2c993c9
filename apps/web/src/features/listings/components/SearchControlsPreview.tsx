import { OPENING_SORT_LABEL, QUICK_FILTERS, SEARCH_PLACEHOLDER } from '@bidright/domain';
import { PreviewIcon } from './PropertyCardPreview';

/** The labels of the search's buttons, as BidderSearchPage and its first paint show them. */
export const SEARCH_CONTROL_LABELS = {
  filters: 'Filters',
  clear: 'Clear',
  showMap: 'Show map',
  hideMap: 'Hide map',
} as const;

/**
 * The shapes of antd's icons that the controls' stand-ins use (PreviewIcon), by symbol id: the build renders
 * each icon's own shape once into the page (first-paint-render.tsx).
 */
export const SEARCH_CONTROL_SYMBOLS = {
  search: 'preview-search',
  filter: 'preview-filter',
  down: 'preview-down',
  clear: 'preview-clear',
  environment: 'preview-environment',
} as const;

/** An inert stand-in of antd's Button with an icon (first-paint/search.css `.preview-control`). */
function PreviewControl({
  symbol,
  label,
  isBlock = false,
}: {
  symbol: string;
  label: string;
  isBlock?: boolean;
}) {
  return (
    <span className={isBlock ? 'preview-control is-block' : 'preview-control'}>
      <PreviewIcon symbol={symbol} />
      <span>{label}</span>
    </span>
  );
}

/**
 * The search's controls in its static first paint (ADR 0018): BidderSearchPage's search box, Filters, sort,
 * Clear, quick filters and the phone's "Show map", as inert stand-ins with the same texts, sizes and wrapping
 * (first-paint/search.css `.preview-controls`, `.preview-quick`). The build renders it into a template the
 * server puts in the bidder search's first paint; the page's own controls replace it.
 */
export function SearchControlsPreview() {
  return (
    <>
      <div className="preview-controls">
        <span className="preview-input">
          <span>{SEARCH_PLACEHOLDER}</span>
          <span className="preview-input-button">
            <PreviewIcon symbol={SEARCH_CONTROL_SYMBOLS.search} />
          </span>
        </span>
        <PreviewControl symbol={SEARCH_CONTROL_SYMBOLS.filter} label={SEARCH_CONTROL_LABELS.filters} />
        <span className="preview-control is-select">
          <span>{OPENING_SORT_LABEL}</span>
          <PreviewIcon symbol={SEARCH_CONTROL_SYMBOLS.down} />
        </span>
        <PreviewControl symbol={SEARCH_CONTROL_SYMBOLS.clear} label={SEARCH_CONTROL_LABELS.clear} />
      </div>
      <div className="preview-quick">
        {QUICK_FILTERS.map(({ key, label }) => (
          <span key={key} className="preview-quick-tag">
            {label}
          </span>
        ))}
      </div>
      <div className="preview-map-toggle">
        <PreviewControl
          symbol={SEARCH_CONTROL_SYMBOLS.environment}
          label={SEARCH_CONTROL_LABELS.showMap}
          isBlock
        />
      </div>
    </>
  );
}
