import { StarFilled } from '@ant-design/icons';
import {
  FEATURED_LOT_MESSAGES,
  formatHostDateTime,
  LOT_STATUS_LABELS,
  type TCompany,
  type TCompanyFeaturedLot,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { PlainList } from '../../../components/PlainList';
import { toastSuccess } from '../../../lib/notifier';
import { primaryRole, useSession } from '../../../lib/session';
import { companyKeys, removeFeaturedLot, type TCompanyRef } from '../api/company';

const addressOf = (lot: TCompanyFeaturedLot['lot']) =>
  [lot.streetLine1, lot.streetLine2, lot.city, lot.zipCode].filter(Boolean).join(', ') || `Lot ${lot.id}`;

/**
 * The company's featured lots (spec part 3 §2 "Company settings … featured lots"): each with its address,
 * county, auction date in the company's zone, status and photo. Staff remove their own (not one an admin
 * featured, spec part 1 §4); an admin on the company's page removes any. Lots are featured from the lot page.
 */
export function FeaturedLotsCard({ companyRef, company }: { companyRef: TCompanyRef; company: TCompany }) {
  const queryClient = useQueryClient();
  const isAdmin = primaryRole(useSession()) === 'Admin';
  const [removing, setRemoving] = useState<string | null>(null);

  async function remove(featuredId: string) {
    setRemoving(featuredId);
    try {
      const answer = await removeFeaturedLot(companyRef, featuredId);
      toastSuccess('message' in answer ? answer.message : FEATURED_LOT_MESSAGES.unfeatured);
      await queryClient.invalidateQueries({ queryKey: companyKeys.company(companyRef) });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Card title="Featured Lots" data-testid="company-featured-lots">
      <PlainList
        items={company.featuredLots}
        keyOf={(featured) => featured.id}
        emptyText="No featured lots."
        renderItem={(featured) => (
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Typography.Text strong>
                <StarFilled style={{ color: '#faad14', marginInlineEnd: 6 }} aria-hidden />
                {addressOf(featured.lot)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {[
                  featured.lot.county ? `${featured.lot.county} County` : null,
                  featured.lot.auctionStartTime
                    ? `Auction ${formatHostDateTime(featured.lot.auctionStartTime, company.timeZone)}`
                    : 'No auction date',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
              <Flex gap={4} wrap style={{ marginTop: 4 }}>
                <Tag>{LOT_STATUS_LABELS[featured.lot.lotStatus]}</Tag>
                {featured.isAdmin && <Tag color="purple">Featured by Admin</Tag>}
                {!featured.lot.hasImage && <Tag color="orange">No Image</Tag>}
              </Flex>
            </Flex>
            {(isAdmin || !featured.isAdmin) && (
              <Popconfirm
                title={FEATURED_LOT_MESSAGES.removeConfirm}
                onConfirm={() => void remove(featured.id)}
              >
                <Button
                  danger
                  size="small"
                  loading={removing === featured.id}
                  aria-label={`Remove ${addressOf(featured.lot)} from the featured list`}
                >
                  Remove
                </Button>
              </Popconfirm>
            )}
          </Flex>
        )}
      />
    </Card>
  );
}
