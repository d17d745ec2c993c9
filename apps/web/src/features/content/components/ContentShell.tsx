import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';

/** A public content page: breadcrumb, title and a readable column. */
export function ContentShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div style={{ maxWidth: 880, margin: '0 auto', padding: '32px 20px 64px' }}>
      <Breadcrumb items={[{ title: <Link to="/">Home</Link> }, { title }]} style={{ marginBottom: 16 }} />
      <Typography.Title level={1} style={{ fontSize: 34, marginTop: 0, marginBottom: subtitle ? 8 : 24 }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 28 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
    </div>
  );
}
