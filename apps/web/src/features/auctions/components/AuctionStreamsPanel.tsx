import { DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined, YoutubeFilled } from '@ant-design/icons';
import {
  AUCTION_MESSAGES,
  streamUrlInvalidMessage,
  type TAuctionStream,
  youtubeWatchUrl,
} from '@bidright/domain';
import { Button, Empty, Flex, Form, Input, Modal, Popconfirm, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList } from '../../../components/PlainList';
import { toastSuccess } from '../../../lib/notifier';
import {
  type TStreamInput,
  useAuctionStreams,
  useDeleteAuctionStream,
  useSaveAuctionStream,
} from '../api/auction-streams';

const YOUTUBE_STUDIO = 'https://studio.youtube.com';

/** The auction's video streams: go live in YouTube Studio, then paste the stream's link here. */
export function AuctionStreamsPanel({ auctionId, canManage }: { auctionId: string; canManage: boolean }) {
  const streams = useAuctionStreams(auctionId);
  const remove = useDeleteAuctionStream(auctionId);
  const [editing, setEditing] = useState<TAuctionStream | 'new' | null>(null);

  return (
    <Card
      title="Streams"
      extra={
        <Button
          href={YOUTUBE_STUDIO}
          target="_blank"
          rel="noopener noreferrer"
          icon={<YoutubeFilled style={{ color: '#ff0000' }} />}
        >
          Go Live on YouTube
        </Button>
      }
      style={{ height: '100%' }}
    >
      <PlainList
        isLoading={streams.isLoading}
        items={streams.data ?? []}
        keyOf={(stream) => stream.id}
        emptyText={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="No stream yet. Start a live stream in YouTube Studio, then add its link."
          />
        }
        renderItem={(stream) => (
          <Flex justify="space-between" align="center" gap={8}>
            <div style={{ minWidth: 0 }}>
              <Flex align="center" gap={8}>
                <Typography.Text strong ellipsis>
                  {stream.title}
                </Typography.Text>
                <Tag color={stream.status === 'Live' ? 'red' : 'default'}>{stream.status}</Tag>
              </Flex>
              <Typography.Link href={stream.url} target="_blank" rel="noopener noreferrer" ellipsis>
                <LinkOutlined /> {stream.url}
              </Typography.Link>
            </div>
            {canManage && (
              <Flex gap={4}>
                {[
                  <Tooltip title="Edit" key="edit">
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={`Edit ${stream.title}`}
                      onClick={() => setEditing(stream)}
                    />
                  </Tooltip>,
                  <Popconfirm
                    key="delete"
                    title="Delete this stream?"
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(stream.id).then(() => toastSuccess('Stream deleted'))}
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${stream.title}`}
                    />
                  </Popconfirm>,
                ]}
              </Flex>
            )}
          </Flex>
        )}
      />
      {canManage && (
        <Button
          block
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          style={{ marginTop: 12 }}
        >
          Add Stream URL
        </Button>
      )}
      <StreamModal auctionId={auctionId} stream={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function StreamModal({
  auctionId,
  stream,
  onClose,
}: {
  auctionId: string;
  stream: TAuctionStream | 'new' | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TStreamInput>();
  const save = useSaveAuctionStream(auctionId);
  const url = Form.useWatch('url', form) as string | undefined;
  const rewritten = url ? youtubeWatchUrl(url) : null;
  const existing = stream && stream !== 'new' ? stream : null;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      ...values,
      title: values.title.trim(),
      url: youtubeWatchUrl(values.url) ?? values.url.trim(),
    };
    save.mutate(
      { body, streamId: existing?.id },
      {
        onSuccess: () => {
          toastSuccess(existing ? 'Stream updated' : 'Stream added');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={stream !== null}
      title={existing ? 'Edit Stream' : 'Add Stream URL'}
      okText="Save"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) form.setFieldsValue(existing ?? { title: '', url: '', status: 'Offline' });
      }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ status: 'Offline' }}>
        <Form.Item
          name="title"
          label="Title"
          rules={[{ required: true, whitespace: true, message: AUCTION_MESSAGES.streamTitleRequired }]}
        >
          <Input placeholder="e.g. Main camera" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="status"
          label="Status"
          rules={[{ required: true, message: AUCTION_MESSAGES.streamStatusRequired }]}
        >
          <Select
            options={[
              { value: 'Offline', label: 'Offline' },
              { value: 'Live', label: 'Live' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="url"
          label="URL"
          rules={[
            { required: true, whitespace: true, message: AUCTION_MESSAGES.streamUrlRequired },
            {
              validator: (_rule, value: string | undefined) =>
                !value?.trim() || youtubeWatchUrl(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(streamUrlInvalidMessage())),
            },
          ]}
          extra={rewritten && rewritten !== url?.trim() ? `Will be saved as ${rewritten}` : undefined}
        >
          <Input placeholder="https://www.youtube.com/watch?v=…" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
