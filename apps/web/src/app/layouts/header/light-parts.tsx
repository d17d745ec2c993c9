import { type ReactNode, useState } from 'react';

/**
 * antd Badge's count as its markup (the `ant-badge` classes of the static stylesheet), for the header's
 * triggers: the Badge component would bring its motion and scroll-number code to every signed-in first load.
 * A zero shows only with `showZero`, as antd's; over `overflowCount` it reads "99+". Its sizes are the
 * `--ant-badge-*` variables that header.css sets (antd's Badge writes them when it renders).
 */
export function CountBadge({
  count,
  showZero = false,
  overflowCount = 99,
  style,
  children,
}: {
  count: number;
  showZero?: boolean;
  overflowCount?: number;
  style?: React.CSSProperties;
  children: ReactNode;
}) {
  const shown = count > 0 || showZero;
  const text = count > overflowCount ? `${overflowCount}+` : String(count);
  return (
    <span className="ant-badge">
      {children}
      {shown && (
        <sup
          data-show="true"
          className={`ant-scroll-number ant-badge-count ant-badge-count-sm${text.length > 1 ? ' ant-badge-multiple-words' : ''}`}
          title={String(count)}
          style={style}
        >
          {count === 0 || count > overflowCount ? (
            text
          ) : (
            <bdi>
              {text.split('').map((digit, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity, as in antd's ScrollNumber.
                <span key={at} className="ant-scroll-number-only">
                  <span className="ant-scroll-number-only-unit current">{digit}</span>
                </span>
              ))}
            </bdi>
          )}
        </sup>
      )}
    </span>
  );
}

/**
 * A hint shown below its child while the pointer is over it or the keyboard's focus is in it, drawn as antd's
 * tooltip is (header.css; at the top of the page antd's turned below too). antd's Tooltip would bring its
 * trigger and motion code to every signed-in first load for two short hints.
 */
export function HoverHint({ title, children }: { title: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hint follows the pointer and focus of the control inside.
    <span
      className="header-hint"
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
    >
      {children}
      {shown && (
        <span className="header-hint-bubble" aria-hidden="true">
          {title}
        </span>
      )}
    </span>
  );
}
