import { PlusOutlined } from '@ant-design/icons';
import type { TPurchaseProfile } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import { useFeedback } from '../../../lib/use-feedback';
import { liveKeys } from '../../live/api/query-keys';
import { accountKeys } from '../api/bidder-account';
import { deletePurchaseProfile, usePurchaseProfiles } from '../api/purchase-profiles';
import { PurchaseProfileModal } from './PurchaseProfileModal';

function addressOf(profile: TPurchaseProfile): string {
  if (profile.isSameAsBidder) return 'Same as bidder';
  const cityLine = [profile.city, [profile.state, profile.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [profile.address1, profile.address2, cityLine].filter(Boolean).join(', ');
}

// Its own chunk, loaded only for an entity profile (ADR 0072): the account page's first load stays as it was.
const EntityPapersStatus = lazy(async () => ({
  default: (await import('../../verifications/public/EntityPapersStatus')).EntityPapersStatus,
}));

/** The bidder's purchase profiles: who takes title when a lot is won. */
export function PurchaseProfilesCard() {
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const profiles = usePurchaseProfiles();
  const [editing, setEditing] = useState<TPurchaseProfile | null>(null);
  const [open, setOpen] = useState(false);

  function confirmDelete(profile: TPurchaseProfile) {
    modal.confirm({
      title: 'Delete this purchase profile?',
      content: profile.name,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        await deletePurchaseProfile(profile.id);
        toastSuccess('Successfully deleted the purchase profile!');
        await queryClient.invalidateQueries({ queryKey: accountKeys.purchaseProfiles() });
        void queryClient.invalidateQueries({ queryKey: liveKeys.purchaseProfiles() });
      },
    });
  }

  return (
    <Card
      title="Saved Profiles"
      data-testid="purchase-profiles-card"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          Add Purchase Profile
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        A purchase profile names the grantee on the deed of a lot you win. Choose one when you join an
        auction.
      </Typography.Paragraph>
      <Table<TPurchaseProfile>
        rowKey="id"
        loading={profiles.isLoading}
        dataSource={profiles.data ?? []}
        pagination={false}
        scroll={{ x: 880 }}
        locale={{ emptyText: 'No purchase profiles yet' }}
        columns={[
          {
            title: 'Grantee name',
            dataIndex: 'name',
            render: (name: string, profile) => (
              <Space size={6} wrap>
                <Typography.Text strong>{name}</Typography.Text>
                {profile.isPrimary && <Tag color="blue">Primary</Tag>}
                {profile.isAgentForBidder && <Tag>Agent</Tag>}
                {profile.type === 'Corporation' && (
                  <Suspense fallback={null}>
                    <EntityPapersStatus
                      profile={profile}
                      onUploaded={() =>
                        queryClient.invalidateQueries({ queryKey: accountKeys.purchaseProfiles() })
                      }
                    />
                  </Suspense>
                )}
              </Space>
            ),
          },
          { title: 'Entity type', dataIndex: 'type', width: 120 },
          {
            title: 'Contact name',
            dataIndex: 'contactName',
            width: 150,
            render: (value: string | null, profile) => (profile.type === 'Corporation' ? value || '—' : '—'),
          },
          {
            title: 'Phone',
            dataIndex: 'phoneNumber',
            width: 150,
            render: (value: string | null) => formatPhone(value) || '—',
          },
          { title: 'Address', key: 'address', width: 200, render: (_value, profile) => addressOf(profile) },
          {
            title: 'Actions',
            key: 'actions',
            width: 150,
            // Stays in view at the table's right edge when the other columns scroll.
            fixed: 'right',
            render: (_value, profile) => (
              <Space data-testid="purchase-profile-actions">
                <Button
                  size="small"
                  onClick={() => {
                    setEditing(profile);
                    setOpen(true);
                  }}
                >
                  Edit
                </Button>
                <Button size="small" danger onClick={() => confirmDelete(profile)}>
                  Delete
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <PurchaseProfileModal open={open} profile={editing} onClose={() => setOpen(false)} />
    </Card>
  );
}
