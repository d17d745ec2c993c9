import './LightTabs.css';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

export interface TLightTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** The key that moves the focus (and the selection) from tab `index` of `count`, or null. */
function targetIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Tabs as plain markup, in antd's small tabs' look (ADR 0043): a WAI-ARIA tab list of buttons (arrow keys,
 * Home and End move between them and select), and the selected tab's panel. antd's `Tabs` measures every tab
 * after it mounts, for its ink bar and its overflow menu: on a lot page's load that was a forced layout of the
 * whole page inside React's first commit, then a second, synchronous render. These tabs measure nothing: the
 * bar under the selected tab is CSS, and tabs that do not fit wrap onto a second line. As in antd, a panel is
 * rendered when first shown and kept, hidden, once left (a table keeps its page).
 */
export function LightTabs({
  items,
  activeKey,
  onChange,
  gutter = 16,
}: {
  items: readonly TLightTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The space between two tabs, in px. */
  gutter?: number;
}) {
  const id = useId();
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set(visited).add(activeKey));
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = targetIndex(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    const { key } = items[target]!;
    document.getElementById(tabId(key))?.focus();
    onChange(key);
  };

  return (
    <div className="light-tabs">
      <div role="tablist" className="light-tabs-nav" style={{ columnGap: gutter }}>
        {items.map((item, index) => {
          const isActive = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(item.key)}
              className="light-tabs-tab"
              aria-selected={isActive}
              aria-controls={panelId(item.key)}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => visited.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(item.key)}
            aria-labelledby={tabId(item.key)}
            hidden={item.key !== activeKey}
            className="light-tabs-panel"
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
