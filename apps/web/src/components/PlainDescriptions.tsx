import './PlainDescriptions.css';
import type { ReactNode } from 'react';

export interface TDescription {
  label: string;
  children: ReactNode;
}

/**
 * Label–value pairs as plain markup, in the look of antd's small `Descriptions` (ADR 0043): bordered, a table
 * whose row headers are the labels; otherwise a description list, "Label: value" a line. antd's `Descriptions`
 * subscribes to the screen breakpoints (for a responsive column count) and renders again inside the page's first
 * commit; the lot page shows one column at every width, so it needs none of that.
 */
export function PlainDescriptions({
  items,
  bordered = false,
}: {
  /** Falsy entries are left out, so a conditional row reads `cond && { … }`. */
  items: readonly (TDescription | false | null | undefined | '')[];
  bordered?: boolean;
}) {
  const shown = items.filter((item): item is TDescription => Boolean(item));
  if (bordered)
    return (
      <div className="plain-descriptions is-bordered">
        <table>
          <tbody>
            {shown.map((item) => (
              <tr key={item.label}>
                <th scope="row">{item.label}</th>
                <td>{item.children}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <dl className="plain-descriptions">
      {shown.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
