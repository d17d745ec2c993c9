import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Typography } from '../../../components/light-antd/Typography';

/** One line of a settings card: icon, title and description on the left, status and actions on the right. */
export function SettingRow({
  icon,
  title,
  description,
  extra,
  last,
  testId,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  last?: boolean;
  testId?: string;
}) {
  return (
    <Flex
      align="center"
      justify="space-between"
      wrap
      gap={12}
      data-testid={testId}
      style={{ padding: '14px 0', borderBottom: last ? undefined : '1px solid #f0f2f5' }}
    >
      <Flex align="center" gap={14} style={{ minWidth: 0, flex: '1 1 260px' }}>
        {icon && <span style={{ fontSize: 22, color: '#1f4e8c', display: 'flex' }}>{icon}</span>}
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ display: 'block' }}>
            {title}
          </Typography.Text>
          {description && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {description}
            </Typography.Text>
          )}
        </div>
      </Flex>
      {extra && <div>{extra}</div>}
    </Flex>
  );
}
