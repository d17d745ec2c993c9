import { Badge, Space } from 'antd';
import { Typography } from './light-antd/Typography';

/** A list page's heading with the number of rows the server matched ("Cases 42"). */
export function CountedTitle({ title, total }: { title: string; total: number | undefined }) {
  return (
    <Space align="center" size={12}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Badge
        count={total ?? 0}
        showZero
        overflowCount={99_999}
        color="#1f4e8c"
        aria-label={`Total ${title.toLowerCase()}`}
      />
    </Space>
  );
}
