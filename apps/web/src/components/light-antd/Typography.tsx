import './light-antd.css';
import type { AnchorHTMLAttributes, CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

type TTextType = 'secondary' | 'success' | 'warning' | 'danger';

/** The props of antd's Typography the light one draws; others (copyable, editable, a tooltip) need antd's. */
interface TDecorations {
  type?: TTextType;
  disabled?: boolean;
  strong?: boolean;
  underline?: boolean;
  delete?: boolean;
  code?: boolean;
  mark?: boolean;
  keyboard?: boolean;
  italic?: boolean;
}

type TElementProps<T> = Omit<T, 'type'> & TDecorations & { children?: ReactNode };
export type TTextProps = TElementProps<HTMLAttributes<HTMLSpanElement>> & { ellipsis?: boolean };
export type TParagraphProps = TElementProps<HTMLAttributes<HTMLDivElement>> & {
  /** One line cut by CSS, or `rows` lines (a line clamp); antd measures only for expand, suffix or a tooltip. */
  ellipsis?: boolean | { rows?: number };
};
export type TTitleProps = TElementProps<HTMLAttributes<HTMLHeadingElement>> & {
  level?: 1 | 2 | 3 | 4 | 5;
  ellipsis?: boolean;
};
export type TLinkProps = TElementProps<AnchorHTMLAttributes<HTMLAnchorElement>> & { ellipsis?: boolean };

/** antd wraps the text in these elements, innermost first (typography/Base `wrapperDecorations`). */
const WRAPPERS = [
  ['strong', 'strong'],
  ['underline', 'u'],
  ['delete', 'del'],
  ['code', 'code'],
  ['mark', 'mark'],
  ['keyboard', 'kbd'],
  ['italic', 'i'],
] as const;

type TTag = 'span' | 'div' | 'a' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5';

/**
 * antd 6's Typography markup without antd's Typography (ADR 0078): the same element, classes and wrapping
 * elements, and a one-line or line-clamped ellipsis in CSS, as antd draws them once its layout effects have
 * run. antd's Typography brings a resize observer, a tooltip, the copy and edit buttons and their icons
 * (~33 KB gzip with its icon chunk) to every page that shows a line of text.
 *
 * It leaves out antd's theme class (`css-var-…`): the theme's variables reach it from the nearest antd root
 * that carries the class (the App's, a modal's, a drawer's, a popover's), and its own from light-antd.css.
 */
function TypographyElement({
  tag,
  props,
}: {
  tag: TTag;
  props: TElementProps<AnchorHTMLAttributes<HTMLElement>> & { ellipsis?: boolean | { rows?: number } };
}) {
  const { type, disabled, ellipsis, className, style, children, ...rest } = props;
  const attributes: Record<string, unknown> = { ...rest };
  let content: ReactNode = children;
  for (const [prop, element] of WRAPPERS) {
    delete attributes[prop];
    if (props[prop]) {
      const Wrapper = element;
      content = <Wrapper>{content}</Wrapper>;
    }
  }
  const rows = typeof ellipsis === 'object' ? (ellipsis.rows ?? 1) : 1;
  const clamped = Boolean(ellipsis) && rows > 1;
  const mergedClassName = classNames(
    'ant-typography',
    type && `ant-typography-${type}`,
    disabled && 'ant-typography-disabled',
    Boolean(ellipsis) && 'ant-typography-ellipsis',
    Boolean(ellipsis) && !clamped && 'ant-typography-ellipsis-single-line',
    clamped && 'ant-typography-ellipsis-multiple-line',
    tag === 'a' && 'ant-typography-link',
    className,
  );
  const mergedStyle: CSSProperties | undefined = clamped ? { ...style, WebkitLineClamp: rows } : style;
  const Tag = tag;
  return (
    <Tag {...attributes} className={mergedClassName} style={mergedStyle}>
      {content}
    </Tag>
  );
}

function Text({ ellipsis, ...props }: TTextProps) {
  return <TypographyElement tag="span" props={{ ...props, ellipsis: Boolean(ellipsis) }} />;
}

function Paragraph(props: TParagraphProps) {
  return <TypographyElement tag="div" props={props} />;
}

function Title({ level = 1, ...props }: TTitleProps) {
  return <TypographyElement tag={`h${level}`} props={props} />;
}

function Link({ rel, ...props }: TLinkProps) {
  // antd's default for a link that opens a new tab.
  const mergedRel = rel === undefined && props.target === '_blank' ? 'noopener noreferrer' : rel;
  return <TypographyElement tag="a" props={{ ...props, rel: mergedRel }} />;
}

/** `Typography.Text`, `.Title`, `.Paragraph` and `.Link` as antd names them, so a file swaps only its import. */
export const Typography = { Text, Title, Paragraph, Link };
