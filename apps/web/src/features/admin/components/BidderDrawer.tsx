import { ADMIN_MESSAGES } from '@bidright/domain';
import {
  Button,
  Col,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { useEffect } from 'react';
import {
  BidderProfileFields,
  bidderProfileBody,
  bidderProfileValues,
  type TBidderProfileValues,
} from '../../../components/forms/BidderProfileFields';
import { requiredRule } from '../../../components/forms/form-rules';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { useAdminBidder, useDeleteBidder, useSaveBidder, useSetBidderActive } from '../api/admin';

const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
/** The admin edits the bidder's profile and, unlike the bidder, the user name. */
type TAdminBidderValues = TBidderProfileValues & { userName: string };

/** The admin bidder view (spec part 3 §3): verification, balances, wins, history, phones; edit and delete. */
export function BidderDrawer({ bidderId, onClose }: { bidderId: string | null; onClose: () => void }) {
  const { modal } = useFeedback();
  const { data: bidder, isLoading } = useAdminBidder(bidderId);
  const save = useSaveBidder();
  const setActive = useSetBidderActive();
  const remove = useDeleteBidder();
  const [form] = Form.useForm<TAdminBidderValues>();
  useEffect(() => {
    if (bidder) form.setFieldsValue({ ...bidderProfileValues(bidder), userName: bidder.userName });
  }, [bidder, form]);

  return (
    <Drawer
      open={Boolean(bidderId)}
      onClose={onClose}
      size={Math.min(720, typeof window === 'undefined' ? 720 : window.innerWidth)}
      title={bidder ? `${bidder.firstName} ${bidder.lastName}` : 'Bidder'}
      destroyOnHidden
    >
      {isLoading || !bidder ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Space wrap>
            {bidder.isVerified ? <Tag color="green">Verified</Tag> : <Tag>Not verified</Tag>}
            {bidder.deactivatedDate ? <Tag color="red">Inactive</Tag> : <Tag color="blue">Active</Tag>}
            {bidder.configuredAuthenticatorApp && <Tag color="purple">Authenticator app</Tag>}
          </Space>
          <Flex gap={24} wrap>
            <Statistic title="Available Balance" value={usd(bidder.availableBalance)} />
            <Statistic title="Locked Balance" value={usd(bidder.lockedBalance)} />
            <Statistic title="Total Wins" value={bidder.totalWins} />
          </Flex>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Birth date">{bidder.birthDate ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Phones">
              {bidder.phones.length
                ? bidder.phones.map((phone) => (
                    <div key={phone.number}>
                      {phone.number} {phone.isPrimary && <Tag>Primary</Tag>}
                      {phone.verifiedDate ? <Tag color="green">Verified</Tag> : <Tag>Unverified</Tag>}
                    </div>
                  ))
                : '—'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Auction History
          </Typography.Title>
          <Table
            size="small"
            rowKey="auctionId"
            pagination={{ pageSize: 5 }}
            dataSource={bidder.auctionHistory}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Auction', dataIndex: 'auctionId' },
              {
                title: 'Date',
                dataIndex: 'startTime',
                render: (v: string) => new Date(v).toLocaleDateString('en-US'),
              },
              { title: 'Company', dataIndex: 'companyName' },
              { title: 'Paddle', dataIndex: 'paddleNumber' },
              { title: 'Bids', dataIndex: 'bidCount' },
              { title: 'Wins', dataIndex: 'wins' },
            ]}
          />
          <Divider style={{ margin: 0 }} />
          <Form<TAdminBidderValues>
            form={form}
            layout="vertical"
            onFinish={async (values) => {
              const body = { ...bidderProfileBody(values), userName: values.userName.trim() };
              const answer = await save.mutateAsync({ id: bidder.id, body });
              toastSuccess(answer.message);
            }}
          >
            <BidderProfileFields
              afterNames={
                <Col xs={24} md={12}>
                  <Form.Item name="userName" label="Username" rules={[requiredRule]}>
                    <Input autoComplete="off" />
                  </Form.Item>
                </Col>
              }
            />
            <Flex gap={8} wrap justify="space-between">
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Save
              </Button>
              <Space wrap>
                <Button
                  onClick={async () => {
                    const answer = await setActive.mutateAsync({
                      id: bidder.id,
                      isActive: Boolean(bidder.deactivatedDate),
                    });
                    toastSuccess(answer.message);
                  }}
                  loading={setActive.isPending}
                >
                  {bidder.deactivatedDate ? 'Activate' : 'Deactivate'}
                </Button>
                <Button
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: ADMIN_MESSAGES.confirmDeleteBidder,
                      okText: 'Delete',
                      okButtonProps: { danger: true },
                      onOk: async () => {
                        const answer = await remove.mutateAsync(bidder.id);
                        toastSuccess(answer.message);
                        onClose();
                      },
                    })
                  }
                >
                  Delete Bidder
                </Button>
              </Space>
            </Flex>
          </Form>
        </Flex>
      )}
    </Drawer>
  );
}
