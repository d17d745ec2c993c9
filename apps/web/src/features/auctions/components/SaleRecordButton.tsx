import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { downloadText } from '../../../lib/calendar';

/**
 * Saves the auction's signed sale record (ADR 0069) as JSON, for the offline verifier (`npx bidright-verify`).
 * The file is kept byte for byte as the server wrote it: its events' payloads are the hashed text.
 */
export function SaleRecordButton({ auctionId }: { auctionId: string }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const file = await apiFetch<unknown>(`/api/auctions/${auctionId}/sale-record`);
      downloadText(
        `sale-record-auction-${auctionId}.json`,
        JSON.stringify(file, null, 2),
        'application/json',
      );
    } catch {
      // apiFetch has already shown the error.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Tooltip title="Every bid, its hash link and the signed checkpoints, for an offline check">
      <Button size="large" icon={<SafetyCertificateOutlined />} loading={saving} onClick={() => void save()}>
        Download sale record
      </Button>
    </Tooltip>
  );
}
