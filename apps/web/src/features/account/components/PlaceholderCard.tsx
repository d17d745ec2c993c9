import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import type { ReactNode } from 'react';

/** A section that arrives with a later release: a calm card, not an error. */
export function PlaceholderCard({ title, text, icon }: { title: string; text: string; icon?: ReactNode }) {
  return (
    <Card data-testid="placeholder-card">
      <Result
        icon={icon ?? <ClockCircleOutlined style={{ color: '#1f4e8c' }} />}
        title={title}
        subTitle={text}
        style={{ padding: '32px 16px' }}
      />
    </Card>
  );
}
