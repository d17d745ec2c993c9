import {
  CLIENT_MESSAGES,
  ACCOUNT_MESSAGES as M,
  type TClientBody,
  type TClientDetail,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useFormSave } from '../../../components/forms/use-form-save';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import { clientKeys, createClient, updateClient } from '../api/clients';
import { FirmFields } from '../public/FirmFields';

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
  const { isSaving: saving, save: runSave } = useFormSave(form, FIELDS);

  const save = (values: TClientBody) =>
    runSave(async () => {
      if (client) {
        const saved = await updateClient(client.id, values);
        queryClient.setQueryData(clientKeys.detail(client.id), saved);
        toastSuccess(CLIENT_MESSAGES.updated);
      } else {
        const created = await createClient(values);
        toastSuccess(CLIENT_MESSAGES.added);
        onCreated?.(created.id);
      }
      await queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
      onClose();
    });

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
        <FirmFields />
        <Row gutter={12}>
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
