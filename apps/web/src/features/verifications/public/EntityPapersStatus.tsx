import type { TPurchaseProfile } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { uploadEntityPapers, verificationKeys } from '../api/verifications';

const COLOR: Record<string, string> = {
  Missing: 'orange',
  'Pending review': 'gold',
  Approved: 'green',
  Denied: 'red',
};

/**
 * An entity grantee's papers on the purchase profiles table (ADR 0072): their state, the admin's reason when
 * denied, and the upload (a PDF) that sends them for review. `onUploaded` refreshes the profiles.
 */
export function EntityPapersStatus({
  profile,
  onUploaded,
}: {
  profile: TPurchaseProfile;
  onUploaded: () => Promise<unknown> | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const status = profile.papersStatus;
  if (profile.type !== 'Corporation' || !status || status === 'Not required') return null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await uploadEntityPapers(profile.id, file);
      toastSuccess(answer.message);
      await onUploaded();
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    } catch {
      // The shared handler has shown the error.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space size={6} wrap data-testid="entity-papers">
      <Tag color={COLOR[status]}>Papers: {status}</Tag>
      {status === 'Denied' && profile.papersReason && (
        <Typography.Text type="danger">{profile.papersReason}</Typography.Text>
      )}
      {status !== 'Approved' && (
        <>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label={`Entity papers of ${profile.name}`}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <Button size="small" loading={busy} onClick={() => input.current?.click()}>
            {status === 'Missing' ? 'Upload papers' : 'Replace papers'}
          </Button>
        </>
      )}
    </Space>
  );
}
