import { CalendarOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import {
  formatAddress,
  formatCityLine,
  formatHostDateTime,
  formatUsd,
  listingTags,
  type TListingSummary,
  toCents,
} from '@bidright/domain';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { AutoplayCarousel } from '../../../components/AutoplayCarousel';
import { Card } from '../../../components/light-antd/Card';
import { usePinLot } from '../api/listings';
import { CARD_IMAGE_HEIGHT, CardTag, PropertyCardFacts } from './PropertyCardFacts';

const PHOTO_AUTOPLAY_MS = 4000;

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
 * Postponed tags, the opening bid, the auction date in the host's zone (PropertyCardFacts, which the search's
 * first paint draws too), and Pin and Details.
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
      <PropertyCardFacts
        tags={listingTags(lot).map(({ label, color }) => <CardTag key={label} label={label} color={color} />)}
        address={address}
        street={street}
        cityLine={formatCityLine(lot.property)}
        openingBid={formatUsd(toCents(lot.openingPrice))}
        dateIcon={<CalendarOutlined />}
        date={formatHostDateTime(lot.auctionStartTime, lot.timeZone)}
      />
      <div className="card-actions">
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
      </div>
    </Card>
  );
}
