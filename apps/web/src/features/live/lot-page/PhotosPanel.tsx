import { CalendarOutlined, PlayCircleOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { TAuctionStream, TBidderLot } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Carousel, Space, Typography } from 'antd';
import { memo, useState } from 'react';
import { LazyPropertyMap } from '../../../components/LazyPropertyMap';
import { buildIcs, downloadText } from '../../../lib/calendar';
import { streamsQueryOptions } from '../api/live-api';
import { addressLine, usd } from '../format';
import { PanelHeading } from './PanelHeading';
import { PinToggle } from './PinToggle';
import { StreamDetailsModal } from './StreamDetailsModal';

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
        <Carousel autoplay dots>
          {images.map((image) => (
            <div key={image.id}>
              <img
                src={image.url}
                alt={image.description || 'Property photo'}
                style={{ width: '100%', height: 220, objectFit: 'cover' }}
              />
            </div>
          ))}
        </Carousel>
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
