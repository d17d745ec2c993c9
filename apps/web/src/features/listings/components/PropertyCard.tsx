import { CalendarOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import {
  formatAddress,
  formatCityLine,
  formatHostDateTime,
  formatUsd,
  type TListingSummary,
  toCents,
} from '@bidright/domain';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { AutoplayCarousel } from '../../../components/AutoplayCarousel';
import { usePinLot } from '../api/listings';

/** The card's photo strip height (spec part 1 §2). */
export const CARD_IMAGE_HEIGHT = 130;
const PHOTO_AUTOPLAY_MS = 4000;

const STATUS_COLORS: Record<TListingSummary['status'], string> = {
  Live: 'red',
  Upcoming: 'blue',
  Completed: 'default',
  Cancelled: 'volcano',
};

function Photos({ lot, address }: { lot: TListingSummary; address: string }) {
  const images = lot.property.images;
  if (images.length === 0)
    return (
      <Flex
        align="center"
        justify="center"
        style={{ height: CARD_IMAGE_HEIGHT, background: '#eef2f8', color: '#6b7685' }}
      >
        Photo Not Available
      </Flex>
    );
  return (
    <AutoplayCarousel
      label={`Photos of ${address}`}
      autoplayMs={PHOTO_AUTOPLAY_MS}
      style={{ height: CARD_IMAGE_HEIGHT }}
      slides={images.map((image, at) => ({
        key: image.url,
        content: (
          <img
            src={image.url}
            alt={image.description ?? address}
            // The first photo shows at once; the others load as they come near.
            loading={at === 0 ? 'eager' : 'lazy'}
            style={{ width: '100%', height: CARD_IMAGE_HEIGHT, objectFit: 'cover', display: 'block' }}
          />
        ),
      }))}
    />
  );
}

/**
 * A lot in the property search (spec part 1 §2): photos, the Registered, Mock Auction, Cancelled and
 * Postponed tags, the opening bid, the auction date in the host's zone, and Pin and Details.
 */
export function PropertyCard({
  lot,
  isSelected,
  onHover,
}: {
  lot: TListingSummary;
  isSelected?: boolean;
  onHover?: (lotId: string | null) => void;
}) {
  const navigate = useNavigate();
  const pin = usePinLot();
  const address = formatAddress(lot.property);
  const street = formatAddress({
    streetLine1: lot.property.streetLine1,
    streetLine2: lot.property.streetLine2,
  });
  return (
    <Card
      size="small"
      data-testid="property-card"
      data-lot-id={lot.id}
      onMouseEnter={() => onHover?.(lot.id)}
      onMouseLeave={() => onHover?.(null)}
      style={{
        overflow: 'hidden',
        borderColor: isSelected ? '#1f4e8c' : undefined,
        boxShadow: isSelected ? '0 0 0 2px rgba(31,78,140,0.25)' : undefined,
      }}
      styles={{ body: { padding: 12 } }}
      cover={<Photos lot={lot} address={address} />}
    >
      <Flex wrap gap={4} style={{ marginBottom: 6, minHeight: 22 }}>
        <Tag color={STATUS_COLORS[lot.status]} style={{ marginInlineEnd: 0 }}>
          {lot.status}
        </Tag>
        {lot.isRegistered && (
          <Tag color="green" style={{ marginInlineEnd: 0 }}>
            Registered
          </Tag>
        )}
        {lot.auctionIsTest && (
          <Tag color="purple" style={{ marginInlineEnd: 0 }}>
            Mock Auction
          </Tag>
        )}
        {lot.lotStatus === 'Cancelled' && lot.status !== 'Cancelled' && (
          <Tag color="volcano" style={{ marginInlineEnd: 0 }}>
            Cancelled
          </Tag>
        )}
        {lot.isPostponed && (
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            Postponed
          </Tag>
        )}
      </Flex>
      {/* Cut by CSS, not antd's ellipsis: that measures each line after mount and renders the card again. */}
      <div className="card-line is-strong" title={address}>
        {street}
      </div>
      <div className="card-line is-secondary">{formatCityLine(lot.property)}</div>
      <Flex justify="space-between" align="baseline" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Opening bid
        </Typography.Text>
        <Typography.Text strong data-testid="card-opening-bid">
          {formatUsd(toCents(lot.openingPrice))}
        </Typography.Text>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 2 }}>
        <CalendarOutlined /> {formatHostDateTime(lot.auctionStartTime, lot.timeZone)}
      </Typography.Text>
      <Flex gap={8} style={{ marginTop: 10 }}>
        <Button
          size="small"
          icon={lot.isPinned ? <PushpinFilled /> : <PushpinOutlined />}
          aria-pressed={lot.isPinned}
          aria-label={lot.isPinned ? `Unpin ${address}` : `Pin ${address}`}
          data-testid="card-pin"
          loading={pin.isPending}
          onClick={() => pin.mutate({ lotId: lot.id, pinned: !lot.isPinned })}
        >
          {lot.isPinned ? 'Pinned' : 'Pin'}
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => navigate(`/details/${lot.id}`)}
          style={{ flex: 1 }}
        >
          Details
        </Button>
      </Flex>
    </Card>
  );
}
