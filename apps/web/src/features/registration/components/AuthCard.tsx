import type { ReactNode } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';

/** The login page's card: title, a line of introduction, then the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      variant="borderless"
      style={{ boxShadow: '0 10px 30px rgba(15, 39, 71, 0.08)' }}
      styles={{ body: { padding: 32 } }}
    >
      {title && (
        <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 4 }}>
          {title}
        </Typography.Title>
      )}
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
}

/** A small caps heading between groups of fields. */
export function FormSection({ children }: { children: ReactNode }) {
  return (
    <Typography.Text
      strong
      style={{
        display: 'block',
        margin: '8px 0 12px',
        fontSize: 12,
        letterSpacing: 0.6,
        textTransform: 'uppercase',
        color: '#5b6b82',
      }}
    >
      {children}
    </Typography.Text>
  );
}
