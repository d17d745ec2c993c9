import { DownloadOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import {
  COMPANY_MESSAGES,
  type TCompany,
  WIRE_INSTRUCTIONS_MAX_BYTES,
  wireNotPdfMessage,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Space, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { notifyWarning, toastSuccess } from '../../../lib/notifier';
import { companyKeys, type TCompanyRef, uploadWireInstructions } from '../api/company';

/**
 * Wire instructions (part 3 §3, §5): PDF only, under 5 MB, with the spec's texts; shows who uploaded it and
 * when. Everyone who sees the company can download it.
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
  const wire = company.wireInstruction;

  async function upload(file: File) {
    setPercent(0);
    try {
      const saved = await uploadWireInstructions(companyRef, file, { onProgress: setPercent });
      queryClient.setQueryData(companyKeys.company(companyRef), saved);
      toastSuccess('Successfully uploaded the wire instruction!');
    } catch (error) {
      showSaveError(error);
    } finally {
      setPercent(null);
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
              else void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={percent !== null}>
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
          <Button icon={<DownloadOutlined />} href={wire.url} target="_blank" download={wire.fileName}>
            Download
          </Button>
        </Space>
      ) : (
        <Empty description="No wire instruction uploaded" />
      )}
    </Card>
  );
}
