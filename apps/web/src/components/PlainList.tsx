import { Flex, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import { Typography } from './light-antd/Typography';

/**
 * A simple list of rows divided by lines, with a text when empty: what antd's List did before antd 6.6
 * deprecated it (its successor, Listy, is a virtual list for long data, which these short lists do not need).
 */
export function PlainList<T>({
  items,
  keyOf,
  renderItem,
  emptyText,
  isLoading = false,
  testId,
}: {
  items: readonly T[];
  keyOf: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  emptyText: ReactNode;
  isLoading?: boolean;
  testId?: string;
}) {
  return (
    // antd's Spin is a polite live region: a list that changes live (the control room's bidders) was read
    // out whole on every change. aria-busy still tells a screen reader that it is loading.
    <Spin spinning={isLoading} aria-live="off">
      {items.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '16px 0' }}>
          {emptyText}
        </Typography.Paragraph>
      ) : (
        // `.plain-list` (styles/base.css) underlines a link in a row's text (WCAG 1.4.1).
        <ul className="plain-list" data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={keyOf(item)} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}

/**
 * A row of a PlainList: its text, and a short aside (a tag, an amount) at the end of the line. Where the two do
 * not fit side by side (a phone, 400 % zoom) the aside moves under the text, rather than squeezing the text
 * into a sliver, breaking an amount across lines or running past the screen's edge (WCAG 1.4.10).
 */
export function PlainListRow({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap style={{ columnGap: 16, rowGap: 4 }}>
      {/* The text keeps at least 12rem beside the aside; below that the aside wraps. */}
      <div style={{ flex: '1 1 12rem', minWidth: 0 }}>{children}</div>
      {aside && <div style={{ flex: 'none', maxWidth: '100%' }}>{aside}</div>}
    </Flex>
  );
}
