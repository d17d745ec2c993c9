import { Flex } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';
import { usePageTitle } from '../../../lib/page-title';
import { NonPayersTable } from '../components/NonPayersTable';

/**
 * The host's non-payer list (`/nonpayers`, issue 43, ADR 0075): each bidder who defaulted on one of the host's
 * lots. Listed bidders are held for review when they join the host's auctions. Taking a bidder off the list is
 * an admin's (`/admin/nonpayers`, with a reason); a removed entry stays, marked removed.
 */
export function NonPayersPage() {
  usePageTitle('Non-payer list');
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Non-payer list
        </Typography.Title>
        <Typography.Text type="secondary">
          Bidders who defaulted on your lots. They are held for your review when they join your auctions.
        </Typography.Text>
      </div>
      <NonPayersTable />
    </Flex>
  );
}
