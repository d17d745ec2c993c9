import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, type TAdminBidderBody, US_STATES } from '@bidright/domain';
import {
  App,
  Button,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { toastSuccess } from '../../../lib/notifier';
import { useAdminBidder, useDeleteBidder, useSaveBidder, useSetBidderActive } from '../api/admin';

const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const required = [{ required: true, message: ACCOUNT_MESSAGES.fieldRequired }];

/** The admin bidder view (spec part 3 §3): verification, balances, wins, history, phones; edit and delete. */
export function BidderDrawer({ bidderId, onClose }: { bidderId: string | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const { data: bidder, isLoading } = useAdminBidder(bidderId);
  const save = useSaveBidder();
  const setActive = useSetBidderActive();
  const remove = useDeleteBidder();
  const [form] = Form.useForm<TAdminBidderBody>();
  useEffect(() => {
    if (bidder)
      form.setFieldsValue({
        firstName: bidder.firstName,
        lastName: bidder.lastName,
        email: bidder.email,
        userName: bidder.userName,
        address1: bidder.address1 ?? '',
        address2: bidder.address2 ?? '',
        city: bidder.city ?? '',
        state: bidder.state ?? '',
        zip: bidder.zip ?? '',
      });
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
          <Form<TAdminBidderBody>
            form={form}
            layout="vertical"
            onFinish={async (values) => {
              const answer = await save.mutateAsync({ id: bidder.id, body: values });
              toastSuccess(answer.message);
            }}
          >
            <Flex gap={12} wrap>
              <Form.Item name="firstName" label="First Name" rules={required} style={{ flex: '1 1 200px' }}>
                <Input />
              </Form.Item>
              <Form.Item name="lastName" label="Last Name" rules={required} style={{ flex: '1 1 200px' }}>
                <Input />
              </Form.Item>
            </Flex>
            <Flex gap={12} wrap>
              <Form.Item
                name="email"
                label="Email"
                rules={[...required, { type: 'email', message: ACCOUNT_MESSAGES.emailInvalid }]}
                style={{ flex: '1 1 200px' }}
              >
                <Input />
              </Form.Item>
              <Form.Item name="userName" label="Username" rules={required} style={{ flex: '1 1 200px' }}>
                <Input />
              </Form.Item>
            </Flex>
            <Form.Item name="address1" label="Address 1" rules={required}>
              <Input />
            </Form.Item>
            <Form.Item name="address2" label="Address 2">
              <Input />
            </Form.Item>
            <Flex gap={12} wrap>
              <Form.Item name="city" label="City" rules={required} style={{ flex: '2 1 160px' }}>
                <Input />
              </Form.Item>
              <Form.Item name="state" label="State" rules={required} style={{ flex: '1 1 120px' }}>
                <Select showSearch options={US_STATES.map(([code]) => ({ value: code, label: code }))} />
              </Form.Item>
              <Form.Item name="zip" label="Zip" rules={required} style={{ flex: '1 1 100px' }}>
                <Input />
              </Form.Item>
            </Flex>
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
