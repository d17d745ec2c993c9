import { DownloadOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import {
  COMPANY_MESSAGES,
  type TCompany,
  WIRE_INSTRUCTIONS_MAX_BYTES,
  wireNotPdfMessage,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Progress, Space, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { WireCodeModal } from '../../wire-instructions/public/WireCodeModal';
import { WireVersionsList } from '../../wire-instructions/public/WireVersionsList';
import {
  downloadWireInstructions,
  uploadWireInstructions,
  wireKeys,
} from '../../wire-instructions/public/wire-api';
import { companyKeys, type TCompanyRef } from '../api/company';

/**
 * Wire instructions (part 3 §3, §5): PDF only, under 5 MB, with the spec's texts; shows who uploaded it and
 * when. Everyone who sees the company can download it, stamped with its fingerprint. A change is confirmed
 * with the uploader's two-step code, and every version is listed with its fingerprint (ADR 0070).
 */
export function WireInstructionsCard({
  companyRef,
  company,
  readOnly,
}: {
  companyRef: TCompanyRef;
  company: TCompany;
  readOnly: boolean;
}) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const wire = company.wireInstruction;

  /** Uploads with the code; a refusal is thrown back to the code modal, which shows it. */
  async function upload(file: File, proof: { code: string; verificationId: string | null }) {
    setPercent(0);
    try {
      const saved = await uploadWireInstructions(companyRef, file, proof, { onProgress: setPercent });
      queryClient.setQueryData(companyKeys.company(companyRef), saved);
      await queryClient.invalidateQueries({ queryKey: wireKeys.versions(companyRef) });
      setPending(null);
      toastSuccess('Successfully uploaded the wire instruction!');
    } finally {
      setPercent(null);
    }
  }

  async function download(url: string, fileName: string) {
    try {
      await downloadWireInstructions(url, fileName);
    } catch (error) {
      showSaveError(error);
    }
  }

  return (
    <Card
      title="Wire Instruction"
      data-testid="company-wire-card"
      extra={
        !readOnly && (
          <Upload
            accept="application/pdf"
            showUploadList={false}
            beforeUpload={(file) => {
              // The spec's checks before sending; the server checks the content again.
              if (file.type && file.type !== 'application/pdf') notifyWarning(wireNotPdfMessage(file.name));
              else if (file.size >= WIRE_INSTRUCTIONS_MAX_BYTES) notifyWarning(COMPANY_MESSAGES.wireTooLarge);
              else setPending(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={percent !== null || pending !== null}>
              Upload PDF
            </Button>
          </Upload>
        )
      }
    >
      {percent !== null && <Progress percent={percent} size="small" status="active" />}
      {wire ? (
        <Space orientation="vertical" size={4}>
          <Space>
            <FilePdfOutlined style={{ color: '#c0392b', fontSize: 20 }} />
            <Typography.Text strong>{wire.fileName}</Typography.Text>
          </Space>
          <Typography.Text type="secondary">
            Uploaded by {wire.createdBy} on {dayjs(wire.createdDate).format('MM/DD/YYYY h:mm A')}
          </Typography.Text>
          {wire.fingerprint && (
            <Typography.Text>
              Fingerprint{' '}
              <Typography.Text code data-testid="wire-fingerprint">
                {wire.fingerprint}
              </Typography.Text>
            </Typography.Text>
          )}
          <Button icon={<DownloadOutlined />} onClick={() => void download(wire.url, wire.fileName)}>
            Download
          </Button>
          <WireVersionsList companyRef={companyRef} />
        </Space>
      ) : (
        <Empty description="No wire instruction uploaded" />
      )}
      <WireCodeModal
        companyRef={companyRef}
        file={pending}
        onCancel={() => setPending(null)}
        onConfirm={(proof) => (pending ? upload(pending, proof) : Promise.resolve())}
      />
    </Card>
  );
}
