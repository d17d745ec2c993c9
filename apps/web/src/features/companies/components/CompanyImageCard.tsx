import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import type { TCompany } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Image, Popconfirm, Progress, Space, Upload } from 'antd';
import { useState } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import {
  companyKeys,
  removeCompanyImage,
  type TCompanyImage,
  type TCompanyRef,
  uploadCompanyImage,
} from '../api/company';

const LABELS: Record<TCompanyImage, { title: string; noun: string }> = {
  logo: { title: 'Logo', noun: 'logo' },
  backgroundimage: { title: 'Background Image', noun: 'background image' },
};

/** Logo or background image with upload progress; employees and locked companies only see it. */
export function CompanyImageCard({
  companyRef,
  company,
  kind,
  readOnly,
}: {
  companyRef: TCompanyRef;
  company: TCompany;
  kind: TCompanyImage;
  readOnly: boolean;
}) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const url = kind === 'logo' ? company.logoUrl : company.backgroundImageUrl;
  const label = LABELS[kind];

  async function upload(file: File) {
    setPercent(0);
    try {
      const saved = await uploadCompanyImage(companyRef, kind, file, { onProgress: setPercent });
      queryClient.setQueryData(companyKeys.company(companyRef), saved);
      toastSuccess(`Successfully uploaded the ${label.noun}!`);
    } catch (error) {
      showSaveError(error);
    } finally {
      setPercent(null);
    }
  }

  async function remove() {
    const saved = await removeCompanyImage(companyRef, kind);
    queryClient.setQueryData(companyKeys.company(companyRef), saved);
    toastSuccess(`Successfully removed the ${label.noun}!`);
  }

  return (
    <Card
      title={label.title}
      data-testid={`company-${kind}-card`}
      extra={
        !readOnly && (
          <Space>
            <Upload
              accept="image/jpeg,image/png,image/webp,image/gif"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} disabled={percent !== null}>
                Upload
              </Button>
            </Upload>
            {url && (
              <Popconfirm title={`Are you sure to remove the ${label.noun}?`} onConfirm={() => void remove()}>
                <Button danger icon={<DeleteOutlined />} aria-label={`Remove ${label.noun}`} />
              </Popconfirm>
            )}
          </Space>
        )
      }
    >
      {percent !== null && <Progress percent={percent} size="small" status="active" />}
      {url ? (
        <Image
          src={url}
          alt={`Company ${label.noun}`}
          style={{ maxHeight: kind === 'logo' ? 120 : 160, objectFit: 'contain' }}
        />
      ) : (
        <Empty
          image={<PictureOutlined style={{ fontSize: 40, color: '#bbb' }} />}
          description={`No ${label.noun}`}
        />
      )}
    </Card>
  );
}
