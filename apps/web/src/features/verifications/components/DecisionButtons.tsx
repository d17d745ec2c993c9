import { VERIFICATION_MESSAGES } from '@bidright/domain';
import { Button, Flex, Input, Modal } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useDecideVerification } from '../api/verifications';

/** Approve, or deny with a reason (required), one review of the queue (ADR 0072). */
export function DecisionButtons({ kind, id, who }: { kind: 'identity' | 'papers'; id: string; who: string }) {
  const decide = useDecideVerification();
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (decision: 'Approved' | 'Denied') => {
    if (decision === 'Denied' && !reason.trim()) {
      setError(VERIFICATION_MESSAGES.reasonRequired);
      return;
    }
    try {
      const answer = await decide.mutateAsync({
        kind,
        id,
        body: { decision, reason: reason.trim() || null },
      });
      toastSuccess(answer.message);
      setDenying(false);
      setReason('');
    } catch {
      // The shared handler has shown the error.
    }
  };

  return (
    <Flex gap={8} wrap>
      <Button type="primary" loading={decide.isPending && !denying} onClick={() => void submit('Approved')}>
        Approve
      </Button>
      <Button danger onClick={() => setDenying(true)}>
        Deny
      </Button>
      <Modal
        open={denying}
        title={`Deny ${who}`}
        okText="Deny"
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onOk={() => void submit('Denied')}
        onCancel={() => {
          setDenying(false);
          setError(null);
        }}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          <label htmlFor={`deny-reason-${kind}-${id}`}>Reason (the bidder sees it)</label>
          <Input.TextArea
            id={`deny-reason-${kind}-${id}`}
            rows={3}
            maxLength={500}
            value={reason}
            status={error ? 'error' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </Flex>
      </Modal>
    </Flex>
  );
}
