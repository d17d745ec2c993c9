import { Alert, Button, Flex } from 'antd';
import { Typography } from '../../../components/light-antd/Typography';
import { useAuditTrailVerification } from '../api/audit-trail';
import { AuditTrailTable } from '../components/AuditTrailTable';

/** Recomputes the chain on demand and says whether it holds, or which row breaks it. */
function VerifyChain() {
  const verification = useAuditTrailVerification();
  const result = verification.data;
  return (
    <Flex vertical gap={8} align="flex-start">
      <Button loading={verification.isFetching} onClick={() => void verification.refetch()}>
        Verify the chain
      </Button>
      {result && !verification.isFetching && (
        <Alert
          role="status"
          type={result.isValid ? 'success' : 'error'}
          title={
            result.isValid
              ? `The chain holds: ${result.checked.toLocaleString('en-US')} rows checked from row ${result.anchorId} to row ${result.headId}.`
              : `The chain breaks at row ${result.firstBadId}: ${result.reason}`
          }
        />
      )}
    </Flex>
  );
}

/**
 * /admin/audit-trail (ADR 0071): every change staff, admins, jobs and the sign-in pages made to the records
 * on the trail, filtered and exported; the hash chain verified on demand.
 */
export function AdminAuditTrailPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Audit Trail
      </Typography.Title>
      <VerifyChain />
      <AuditTrailTable scope="admin" />
    </Flex>
  );
}
