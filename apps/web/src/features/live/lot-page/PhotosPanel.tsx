import { CalendarOutlined, PlayCircleOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { TAuctionStream, TBidderLot } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { memo, useState } from 'react';
import { AutoplayCarousel } from '../../../components/AutoplayCarousel';
import { LazyPropertyMap } from '../../../components/LazyPropertyMap';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { buildIcs, downloadText } from '../../../lib/calendar';
import { streamsQueryOptions } from '../api/live-api';
import { addressLine, usd } from '../format';
import { PanelHeading } from './PanelHeading';
import { PinToggle } from './PinToggle';
import { StreamDetailsModal } from './StreamDetailsModal';

/** antd's Carousel's autoplay interval, which the lot's photos kept. */
const PHOTO_AUTOPLAY_MS = 3_000;

/** The lot page's photos: the carousel, share / calendar / pin, the auction's live streams and the map. */
export const PhotosPanel = memo(function PhotosPanel({
  lot,
  streamCapable,
  onShare,
}: {
  lot: TBidderLot;
  /** Whether the auction's video streams are shown (its day, before its stop time). */
  streamCapable: boolean;
  onShare: () => void;
}) {
  const images = lot.property?.imageData ?? [];
  const streams = useQuery(streamsQueryOptions(lot.auction.id));
  const [openStream, setOpenStream] = useState<TAuctionStream | null>(null);
  function addToCalendar() {
    const address = addressLine(lot.property);
    const ics = buildIcs({
      uid: `lot-${lot.id}`,
      title: `Auction: ${address || `Lot ${lot.id}`}`,
      description: `${lot.auction.hostName} auction. Opening price ${usd(lot.openingPrice)}.`,
      location: lot.auction.location ?? 'Online',
      url: window.location.href,
      startIso: lot.auction.startTime,
      stopIso: lot.stopTime ?? lot.auction.stopTime,
    });
    downloadText(`auction-lot-${lot.id}.ics`, ics);
  }
  return (
    <Card title={<PanelHeading>Property Photos</PanelHeading>} data-testid="photos-card">
      {images.length === 0 ? (
        <div style={{ height: 220, display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
          Photo Not Available
        </div>
      ) : (
        // The app's light carousel, not antd's (react-slick, ~10 KB of the lot page's first load, ADR 0043):
        // the photo on show and its neighbours are drawn, so the others load as they come near.
        <AutoplayCarousel
          label={`Photos of ${addressLine(lot.property) || `lot ${lot.id}`}`}
          autoplayMs={PHOTO_AUTOPLAY_MS}
          style={{ height: 220 }}
          slides={images.map((image, at) => ({
            key: String(image.id),
            content: (
              <img
                src={image.url}
                alt={image.description || 'Property photo'}
                loading={at === 0 ? 'eager' : 'lazy'}
                style={{ width: '100%', height: 220, objectFit: 'cover', display: 'block' }}
              />
            ),
          }))}
        />
      )}
      <Space wrap style={{ marginTop: 12 }}>
        <Button icon={<ShareAltOutlined />} onClick={onShare}>
          Share
        </Button>
        <Button icon={<CalendarOutlined />} data-testid="add-to-calendar" onClick={addToCalendar}>
          Add to Calendar
        </Button>
        <PinToggle lot={lot} />
      </Space>
      {streamCapable && (streams.data?.length ?? 0) > 0 && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>Live streams</Typography.Text>
          <Space wrap style={{ display: 'flex', marginTop: 6 }}>
            {streams.data?.map((stream) => (
              <Button
                key={stream.id}
                icon={<PlayCircleOutlined />}
                danger={stream.status === 'Live'}
                onClick={() => setOpenStream(stream)}
              >
                {stream.title}
              </Button>
            ))}
          </Space>
        </div>
      )}
      {lot.property && (
        <LazyPropertyMap
          latitude={lot.property.latitude}
          longitude={lot.property.longitude}
          address={addressLine(lot.property)}
          style={{ marginTop: 12 }}
        />
      )}
      <StreamDetailsModal stream={openStream} onClose={() => setOpenStream(null)} />
    </Card>
  );
});
