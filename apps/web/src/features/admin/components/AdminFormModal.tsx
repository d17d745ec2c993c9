import type { TAdminCreateBody, TSystemUserRow } from '@bidright/domain';
import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { toastSuccess } from '../../../lib/notifier';
import { useCreateAdmin, useUpdateAdmin } from '../api/admin';

const required = [{ required: true, message: ACCOUNT_MESSAGES.fieldRequired }];

/** Add or edit an admin; a new admin needs a password, a phone and an e-mail (spec part 3 §5). */
export function AdminFormModal({
  open,
  admin,
  onClose,
}: {
  open: boolean;
  admin: TSystemUserRow | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TAdminCreateBody>();
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (admin)
      form.setFieldsValue({
        firstName: admin.firstName,
        lastName: admin.lastName,
        email: admin.email,
        userName: admin.userName,
        phone: admin.phoneNumber ?? '',
      });
  }, [open, admin, form]);
  return (
    <Modal
      open={open}
      title={admin ? 'Edit Admin' : 'Add Admin'}
      okText="Save"
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<TAdminCreateBody>
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          const answer = admin
            ? await update.mutateAsync({ id: admin.id, body: values })
            : await create.mutateAsync(values);
          toastSuccess(answer.message);
          onClose();
        }}
      >
        <Form.Item name="firstName" label="First Name" rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="lastName" label="Last Name" rules={required}>
          <Input />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[...required, { type: 'email', message: ACCOUNT_MESSAGES.emailInvalid }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="userName" label="Username" rules={required}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label="Phone" rules={required}>
          <Input inputMode="tel" />
        </Form.Item>
        {!admin && (
          <Form.Item
            name="password"
            label="Password"
            rules={[
              { required: true, message: ACCOUNT_MESSAGES.passwordRequired },
              { min: 6, message: ACCOUNT_MESSAGES.passwordTooShort },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
