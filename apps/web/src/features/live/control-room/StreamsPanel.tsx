import { LIVE_MESSAGES } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { PlainList } from '../../../components/PlainList';
import { notifyWarning } from '../../../lib/notifier';
import { streamsQueryOptions } from '../api/live-api';

/** The auction's video streams, each with its state; one with no address says so when clicked. */
export function StreamsPanel({ auctionId }: { auctionId: string }) {
  const streams = useQuery(streamsQueryOptions(auctionId));
  return (
    <Card size="small" title="Streams" style={{ marginTop: 16 }}>
      <PlainList
        items={streams.data ?? []}
        keyOf={(s) => s.id}
        emptyText="No streams"
        renderItem={(s) => (
          <>
            <Tag color={s.status === 'Live' ? 'red' : 'default'}>{s.status}</Tag>
            {s.url ? (
              <a href={s.url} target="_blank" rel="noreferrer">
                {s.title}
              </a>
            ) : (
              <Button type="link" size="small" onClick={() => notifyWarning(LIVE_MESSAGES.streamUrlMissing)}>
                {s.title}
              </Button>
            )}
          </>
        )}
      />
    </Card>
  );
}
