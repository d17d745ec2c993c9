import { BankOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { CLIENT_MESSAGES, formatAddress, type TClientFirm, type TClientFirmBody } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Avatar,
  Button,
  Col,
  Descriptions,
  Form,
  Modal,
  Progress,
  Row,
  Skeleton,
  Space,
  Tag,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { useFormSave } from '../../../components/forms/use-form-save';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import { useScreens } from '../../../lib/use-screens';
import { FirmFields } from '../../clients/public/FirmFields';
import { clientFirmKeys, updateClientFirm, uploadOwnFirmLogo, useClientFirm } from '../api/client-firm';

/** Texts of the firm card (spec part 3 §8). */
export const CLIENT_FIRM_MESSAGES = {
  updated: 'Successfully updated the client details!',
  loadFailed: 'Failed to load client details.',
} as const;

const FIELDS = ['name', 'streetLine1', 'streetLine2', 'city', 'stateCode', 'zipCode'] as const;

/**
 * The client account page's firm details (spec part 3 §2, §3): name, address, phone, e-mail, logo and
 * status, editable by the firm's own users (name required, address optional, §5), and the firm's logo
 * (PUT /api/clients/uploadlogo, sent as the form field `model`).
 */
export function ClientFirmCard() {
  const firm = useClientFirm();
  const [editing, setEditing] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // On a phone the card's buttons show their icons only, so the title keeps its words.
  const isPhone = !useScreens().sm;

  async function uploadLogo(file: File) {
    setPercent(0);
    try {
      const { logoUrl } = await uploadOwnFirmLogo(file, { onProgress: setPercent });
      queryClient.setQueryData(clientFirmKeys.firm(), (old: TClientFirm | undefined) =>
        old ? { ...old, logoUrl } : old,
      );
      toastSuccess(CLIENT_MESSAGES.logoUpdated);
    } catch (error) {
      showSaveError(error);
    } finally {
      setPercent(null);
    }
  }

  if (firm.isError) return <Alert type="error" showIcon title={CLIENT_FIRM_MESSAGES.loadFailed} />;
  const data = firm.data;
  return (
    <Card
      title="Client Information"
      data-testid="client-firm-card"
      extra={
        data && (
          <Space wrap>
            <Upload
              accept="image/jpeg,image/png,image/webp,image/gif"
              showUploadList={false}
              beforeUpload={(file) => {
                void uploadLogo(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} disabled={percent !== null} aria-label="Logo">
                {isPhone ? null : 'Logo'}
              </Button>
            </Upload>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} aria-label="Edit">
              {isPhone ? null : 'Edit'}
            </Button>
          </Space>
        )
      }
    >
      {percent !== null && <Progress percent={percent} size="small" status="active" />}
      {!data ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : (
        <Row gutter={[24, 16]} wrap>
          <Col flex="none">
            <Avatar
              shape="square"
              size={88}
              src={data.logoUrl ?? undefined}
              icon={<BankOutlined />}
              alt={`${data.name} logo`}
              style={{ background: data.logoUrl ? 'transparent' : '#1f4e8c' }}
            />
          </Col>
          <Col flex="auto">
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'name', label: 'Name', children: data.name },
                {
                  key: 'status',
                  label: 'Status',
                  children: <Tag color={data.status === 'Active' ? 'green' : 'default'}>{data.status}</Tag>,
                },
                { key: 'address', label: 'Address', children: formatAddress(data) || '—' },
                { key: 'phone', label: 'Phone', children: formatPhone(data.phoneNumber) || '—' },
                { key: 'email', label: 'E-mail', children: data.email ?? '—' },
                // Only when the session is on a company the firm has linked with.
                ...(data.linkedSince
                  ? [
                      {
                        key: 'linkedSince',
                        label: 'Linked Since',
                        children: dayjs(data.linkedSince).format('MM/DD/YYYY'),
                      },
                    ]
                  : []),
              ]}
            />
          </Col>
        </Row>
      )}
      {data && <FirmEditModal firm={data} open={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}

function FirmEditModal({ firm, open, onClose }: { firm: TClientFirm; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<TClientFirmBody>();
  const queryClient = useQueryClient();
  const { isSaving: saving, save: runSave } = useFormSave(form, FIELDS);

  const save = (values: TClientFirmBody) =>
    runSave(async () => {
      const saved = await updateClientFirm(values);
      queryClient.setQueryData(clientFirmKeys.firm(), saved);
      toastSuccess(CLIENT_FIRM_MESSAGES.updated);
      onClose();
    });

  return (
    <Modal
      open={open}
      title="Edit Client Information"
      okText="Save"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          name: firm.name,
          streetLine1: firm.streetLine1 ?? '',
          streetLine2: firm.streetLine2 ?? '',
          city: firm.city ?? '',
          stateCode: firm.stateCode ?? undefined,
          zipCode: firm.zipCode ?? '',
        }}
        onFinish={(values) => void save(values)}
      >
        <FirmFields />
      </Form>
    </Modal>
  );
}
