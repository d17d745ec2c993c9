import { Flex } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';
import { AuditTrailTable } from '../components/AuditTrailTable';

/**
 * /audit-trail (ADR 0071): a host's Auctioneer and Employees read every change made to their company's
 * records (cases, lots, staff, settings, wire instructions, keys), by whom, when and from where.
 */
export function AuditTrailPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Audit Trail
      </Typography.Title>
      <AuditTrailTable scope="host" />
    </Flex>
  );
}
