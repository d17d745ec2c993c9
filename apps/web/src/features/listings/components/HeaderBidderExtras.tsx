import { HistoryOutlined } from '@ant-design/icons';
import { formatAddress } from '@bidright/domain';
import { Flex } from 'antd';
import { Link } from 'react-router';
import { Typography } from '../../../components/light-antd/Typography';
import { useRecentlyViewed } from '../public/recently-viewed';

/** The last 5 lots the bidder opened, kept in this browser (spec part 1 §3). */
export function RecentlyViewedList() {
  const items = useRecentlyViewed();
  return (
    <Flex vertical gap={4} data-testid="recently-viewed">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <HistoryOutlined /> Recently viewed
      </Typography.Text>
      {items.length === 0 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          No properties viewed yet.
        </Typography.Text>
      ) : (
        items.map((item) => (
          <Link key={item.lotId} to={`/details/${item.lotId}`} style={{ lineHeight: 1.3 }}>
            <Typography.Text ellipsis style={{ display: 'block', color: 'inherit' }}>
              {formatAddress({ streetLine1: item.streetLine1, streetLine2: item.streetLine2 })}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {[item.city, item.stateCode].filter(Boolean).join(', ')} · {item.hostName}
            </Typography.Text>
          </Link>
        ))
      )}
    </Flex>
  );
}
