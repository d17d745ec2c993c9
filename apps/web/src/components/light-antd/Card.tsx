import './light-antd.css';
import { Skeleton } from 'antd';
import {
  Children,
  type CSSProperties,
  Fragment,
  type HTMLAttributes,
  isValidElement,
  type ReactNode,
} from 'react';
import { classNames } from './class-names';

export interface TCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  cover?: ReactNode;
  /** antd's Card shows a skeleton of four lines in its body while loading, in place of the children. */
  loading?: boolean;
  size?: 'small' | 'medium';
  variant?: 'outlined' | 'borderless';
  hoverable?: boolean;
  styles?: Partial<Record<'root' | 'header' | 'title' | 'extra' | 'cover' | 'body', CSSProperties>>;
}

/** What antd counts as a renderable node (`@rc-component/util`'s isReactRenderable). */
const isRenderable = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/** Whether children has an entry once arrays and fragments are flattened, as antd's `toArray` reads it. */
function hasChildren(children: ReactNode): boolean {
  let found = false;
  Children.forEach(children, (child) => {
    if (found || child === null || child === undefined) return;
    found =
      isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
        ? hasChildren(child.props.children)
        : true;
  });
  return found;
}

/**
 * antd 6's Card markup without antd's Card (ADR 0078): head, title, extra, cover and body in antd's classes,
 * the small size, the borderless variant, hover and the loading skeleton. antd's Card brings its tabs (for
 * `tabList`), grid and meta parts (~13 KB gzip) to every page with a card. A card with `actions`, `tabList`,
 * `Card.Meta` or `Card.Grid` stays antd's. Like the light Typography, it leaves out antd's theme class.
 */
export function Card({
  title,
  extra,
  cover,
  loading,
  size,
  variant,
  hoverable,
  styles,
  style,
  className,
  children,
  ...rest
}: TCardProps) {
  const head =
    isRenderable(title) || isRenderable(extra) ? (
      <div className="ant-card-head" style={styles?.header}>
        <div className="ant-card-head-wrapper">
          {isRenderable(title) && (
            <div className="ant-card-head-title" style={styles?.title}>
              {title}
            </div>
          )}
          {isRenderable(extra) && (
            <div className="ant-card-extra" style={styles?.extra}>
              {extra}
            </div>
          )}
        </div>
      </div>
    ) : null;
  const body =
    loading || hasChildren(children) ? (
      <div className="ant-card-body" style={styles?.body}>
        {loading ? (
          <Skeleton loading active paragraph={{ rows: 4 }} title={false}>
            {children}
          </Skeleton>
        ) : (
          children
        )}
      </div>
    ) : null;
  return (
    <div
      {...rest}
      className={classNames(
        'ant-card',
        loading && 'ant-card-loading',
        variant !== 'borderless' && 'ant-card-bordered',
        hoverable && 'ant-card-hoverable',
        size === 'small' && 'ant-card-small',
        className,
      )}
      style={{ ...styles?.root, ...style }}
    >
      {head}
      {isRenderable(cover) && (
        <div className="ant-card-cover" style={styles?.cover}>
          {cover}
        </div>
      )}
      {body}
    </div>
  );
}
