import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LightTabs } from './LightTabs';

/** Counts the mounts of a panel's content, to see which panels are rendered and kept. */
const mounts: Record<string, number> = {};
function Counted({ name }: { name: string }) {
  const [seen] = useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
    return name;
  });
  return <p>{seen} content</p>;
}

function Harness({ initial = 'details' }: { initial?: string }) {
  const [tab, setTab] = useState(initial);
  return (
    <LightTabs
      activeKey={tab}
      onChange={setTab}
      items={['details', 'live', 'past'].map((key) => ({
        key,
        label: `${key} tab`,
        children: <Counted name={key} />,
      }))}
    />
  );
}

describe('LightTabs', () => {
  it('is a tab list whose selected tab names its panel, with only that tab in the tab order', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('details content');
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(screen.getByRole('tabpanel', { name: 'details tab' })).toBe(panel);
  });

  it('selects a tab on click, renders a panel when first shown and keeps it, hidden, once left', () => {
    for (const key of Object.keys(mounts)) delete mounts[key];
    render(<Harness />);
    expect(mounts).toEqual({ details: 1 });

    fireEvent.click(screen.getByRole('tab', { name: 'past tab' }));
    expect(screen.getByRole('tab', { name: 'past tab' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('past content');
    // The left panel stays in the page, hidden (out of the accessibility tree), with its state.
    expect(screen.getByText('details content').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'details tab' }));
    expect(mounts).toEqual({ details: 1, past: 1 });
    expect(screen.queryByText('live content')).toBeNull();
  });

  it('moves the focus and the selection with the arrow keys, Home and End, wrapping at the ends', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name: `${name} tab` });
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    tab('details').focus();

    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('past'));
    expect(tab('past').getAttribute('aria-selected')).toBe('true');
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('details'));
    press('End');
    expect(document.activeElement).toBe(tab('past'));
    press('Home');
    expect(document.activeElement).toBe(tab('details'));
    press('ArrowRight');
    expect(tab('live').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('live content');
    // Other keys leave the selection alone.
    press('a');
    expect(tab('live').getAttribute('aria-selected')).toBe('true');
  });
});
