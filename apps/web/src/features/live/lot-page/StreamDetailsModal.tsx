import { PlayCircleOutlined } from '@ant-design/icons';
import { LIVE_MESSAGES, type TAuctionStream } from '@bidright/domain';
import { Alert, Button, Modal, Tag } from 'antd';
import { PlainDescriptions } from '../../../components/PlainDescriptions';

/**
 * The stream details modal of the lot page (spec part 1 §2): which stream the button names, whether it is
 * live, its provider and address, before the bidder leaves for it. A stream with no address says
 * 'URL is not found!' instead of opening a blank tab.
 */
export function StreamDetailsModal({
  stream,
  onClose,
}: {
  stream: TAuctionStream | null;
  onClose: () => void;
}) {
  const url = stream?.url.trim() ?? '';
  return (
    <Modal
      open={stream !== null}
      title="Stream Details"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        url && (
          <Button
            key="watch"
            type="primary"
            icon={<PlayCircleOutlined />}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Watch Stream
          </Button>
        ),
      ]}
    >
      {stream && (
        <>
          <PlainDescriptions
            items={[
              { label: 'Title', children: stream.title },
              {
                label: 'Status',
                children: <Tag color={stream.status === 'Live' ? 'red' : 'default'}>{stream.status}</Tag>,
              },
              { label: 'Provider', children: stream.type || 'YouTube' },
              url !== '' && {
                label: 'URL',
                children: (
                  <a href={url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
                    {url}
                  </a>
                ),
              },
            ]}
          />
          {url === '' && <Alert type="warning" showIcon title={LIVE_MESSAGES.streamUrlMissing} />}
        </>
      )}
    </Modal>
  );
}
