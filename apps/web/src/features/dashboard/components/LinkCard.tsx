import { ArrowRightOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';

/** A dashboard tile that leads to one page. */
export function LinkCard({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Flex vertical gap={12}>
          <div
            style={{
              width: 44,
              height: 44,
              borderRadius: 10,
              background: '#e8eef7',
              color: '#1f4e8c',
              display: 'grid',
              placeItems: 'center',
              fontSize: 20,
            }}
          >
            {icon}
          </div>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {title}
          </Typography.Text>
          <Typography.Text type="secondary">{text}</Typography.Text>
          <Typography.Text style={{ color: '#1f4e8c', fontWeight: 500 }}>
            Open <ArrowRightOutlined />
          </Typography.Text>
        </Flex>
      </Card>
    </Link>
  );
}
