import { PlusOutlined } from '@ant-design/icons';
import { CLIENT_MESSAGES, type TAttorney, type TAttorneyBody, type TClientDetail } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { emailRules, requiredRule } from '../../../components/forms/form-rules';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useFormSave } from '../../../components/forms/use-form-save';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import {
  addAttorney,
  makeAttorneyPrimary,
  removeAttorney,
  updateAttorney,
  useClientAttorneysPage,
} from '../api/clients';

/**
 * The Attorney List card of the client page: three a page, primary switch with the spec's confirmation,
 * edit and remove. A linked client shows neither the primary change nor actions; New Attorney only while
 * the client is Active (part 3 §4).
 */
export function AttorneyListCard({ client }: { client: TClientDetail }) {
  const [page, setPage] = useState(1);
  const attorneys = useClientAttorneysPage(client.id, page);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TAttorney | 'new' | null>(null);
  const isLinked = Boolean(client.linkedSince);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['clients'] });

  async function changePrimary(attorney: TAttorney) {
    const answer = await makeAttorneyPrimary(client.id, attorney.id);
    toastSuccess(answer.message);
    await refresh();
  }

  async function remove(attorney: TAttorney) {
    const answer = await removeAttorney(attorney.id);
    toastSuccess(answer.message);
    await refresh();
  }

  if (attorneys.isError) return <Alert type="error" showIcon title={CLIENT_MESSAGES.attorneyListFailed} />;
  return (
    <Card
      title="Attorney List"
      data-testid="attorney-list"
      extra={
        client.status === 'Active' &&
        !isLinked && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            New Attorney
          </Button>
        )
      }
    >
      <Table<TAttorney>
        rowKey="id"
        size="small"
        loading={attorneys.isFetching}
        dataSource={attorneys.data?.data ?? []}
        scroll={{ x: 560 }}
        pagination={{ current: page, pageSize: 3, total: attorneys.data?.total ?? 0, onChange: setPage }}
        columns={[
          ...(isLinked
            ? []
            : [
                {
                  title: 'Primary',
                  key: 'primary',
                  width: 80,
                  render: (_: unknown, row: TAttorney) =>
                    row.isPrimary ? (
                      <Radio checked aria-label={`${row.firstName} ${row.lastName} is primary`} />
                    ) : (
                      <Popconfirm
                        title={CLIENT_MESSAGES.primaryConfirm}
                        onConfirm={() => void changePrimary(row)}
                      >
                        <Radio checked={false} aria-label={`Make ${row.firstName} ${row.lastName} primary`} />
                      </Popconfirm>
                    ),
                },
              ]),
          {
            title: 'Name',
            key: 'name',
            render: (_: unknown, row: TAttorney) => (
              <Space>
                {`${row.firstName} ${row.lastName}`}
                {row.isPrimary && <Tag color="blue">Primary</Tag>}
              </Space>
            ),
          },
          { title: 'Email', dataIndex: 'email' },
          { title: 'Phone', dataIndex: 'phone', render: (value: string | null) => formatPhone(value) || '—' },
          ...(isLinked
            ? []
            : [
                {
                  title: 'Action',
                  key: 'action',
                  render: (_: unknown, row: TAttorney) => (
                    <Space>
                      <Button size="small" onClick={() => setEditing(row)}>
                        Edit
                      </Button>
                      <Popconfirm
                        title={CLIENT_MESSAGES.attorneyRemoveConfirm}
                        onConfirm={() => void remove(row)}
                      >
                        <Button size="small" danger>
                          Remove
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]),
        ]}
      />
      <AttorneyModal
        clientId={client.id}
        attorney={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </Card>
  );
}

/** The fields the server may name in a refused save, shown under their inputs. */
const ATTORNEY_FIELDS = ['firstName', 'lastName', 'email', 'phone'];

function AttorneyModal({
  clientId,
  attorney,
  onClose,
  onSaved,
}: {
  clientId: string;
  attorney: TAttorney | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<TAttorneyBody>();
  const { isSaving: saving, save: runSave } = useFormSave(form, ATTORNEY_FIELDS);
  const existing = attorney && attorney !== 'new' ? attorney : null;

  const save = (values: TAttorneyBody) =>
    runSave(async () => {
      const answer = existing
        ? await updateAttorney(existing.id, values)
        : await addAttorney(clientId, values);
      toastSuccess(answer.message);
      onSaved();
      onClose();
    });

  return (
    <Modal
      open={attorney !== null}
      title={existing ? 'Edit Attorney' : 'New Attorney'}
      okText={existing ? 'Save' : 'Add'}
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
          firstName: existing?.firstName ?? '',
          lastName: existing?.lastName ?? '',
          email: existing?.email ?? '',
          phone: formatPhone(existing?.phone),
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="firstName" label="First Name" rules={[requiredRule]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="lastName" label="Last Name" rules={[requiredRule]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={emailRules}
          extra={existing ? undefined : 'The attorney receives an e-mail invitation to sign up.'}
        >
          <Input maxLength={254} />
        </Form.Item>
        <Form.Item name="phone" label="Phone">
          <PhoneInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
