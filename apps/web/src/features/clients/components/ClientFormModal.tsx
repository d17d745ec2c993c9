import {
  ADDRESS_MESSAGES,
  CLIENT_MESSAGES,
  ACCOUNT_MESSAGES as M,
  type TClientBody,
  type TClientDetail,
  US_STATES,
  ZIP_CODE_PATTERN,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/notifier';
import { showSaveError } from '../../account/utils/form-errors';
import { formatPhone } from '../../account/utils/phone-format';
import { PhoneInput } from '../../registration/components/PhoneInput';
import { clientKeys, createClient, updateClient } from '../api/clients';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
const FIELDS = [
  'name',
  'streetLine1',
  'streetLine2',
  'city',
  'stateCode',
  'zipCode',
  'phoneNumber',
  'email',
  'status',
];

/** Add Client or edit the Client Information (name required, the rest optional, part 3 §5). */
export function ClientFormModal({
  open,
  client,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The client being edited; absent for Add Client. */
  client?: TClientDetail;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const [form] = Form.useForm<TClientBody>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function save(values: TClientBody) {
    setSaving(true);
    try {
      if (client) {
        const saved = await updateClient(client.id, values);
        queryClient.setQueryData(clientKeys.detail(client.id), saved);
        toastSuccess(CLIENT_MESSAGES.updated);
      } else {
        const created = await createClient(values);
        toastSuccess(CLIENT_MESSAGES.added);
        onCreated?.(created.id);
      }
      await queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
      onClose();
    } catch (error) {
      showSaveError(error, form, FIELDS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={client ? 'Edit Client Information' : 'Add Client'}
      okText={client ? 'Save' : 'Add'}
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
          name: client?.name ?? '',
          streetLine1: client?.streetLine1 ?? '',
          streetLine2: client?.streetLine2 ?? '',
          city: client?.city ?? '',
          stateCode: client?.stateCode ?? undefined,
          zipCode: client?.zipCode ?? '',
          phoneNumber: formatPhone(client?.phoneNumber),
          email: client?.email ?? '',
          status: client?.status ?? 'Active',
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: M.fieldRequired }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="streetLine1" label="Address 1">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="streetLine2" label="Address 2">
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={10}>
            <Form.Item name="city" label="City">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="stateCode" label="State">
              <Select allowClear showSearch optionFilterProp="label" options={STATE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="zipCode"
              label="Zip"
              rules={[{ pattern: ZIP_CODE_PATTERN, message: ADDRESS_MESSAGES.zipInvalid }]}
            >
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phoneNumber" label="Phone">
              <PhoneInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label="Email" rules={[{ type: 'email', message: M.emailInvalid }]}>
              <Input maxLength={254} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="status" label="Status">
          <Select
            options={[
              { value: 'Active', label: 'Active' },
              { value: 'Inactive', label: 'Inactive' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
