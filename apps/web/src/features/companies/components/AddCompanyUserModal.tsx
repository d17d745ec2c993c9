import { ACCOUNT_MESSAGES as M, type TCompanyUserBody } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import {
  emailRules,
  newPasswordRules,
  phoneRules,
  requiredRule,
  userNameRules,
} from '../../../components/forms/form-rules';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useFormSave } from '../../../components/forms/use-form-save';
import { toastSuccess } from '../../../lib/notifier';
import { AvailabilityFormItem } from '../../registration/public/AvailabilityFormItem';
import { addCompanyUser, companyUserKeys } from '../api/company-users';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'role', 'userName', 'email', 'password'] as const;

/**
 * New company user (part 3 §5): every field required; Add stays disabled until the username and e-mail are
 * known to be available.
 */
export function AddCompanyUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<TCompanyUserBody>();
  const queryClient = useQueryClient();
  const { isSaving: saving, save: runSave } = useFormSave(form, FIELDS);
  const [userNameTaken, setUserNameTaken] = useState<boolean | undefined>();
  const [emailTaken, setEmailTaken] = useState<boolean | undefined>();

  const save = (values: TCompanyUserBody) =>
    runSave(async () => {
      await addCompanyUser(values);
      await queryClient.invalidateQueries({ queryKey: companyUserKeys.all });
      toastSuccess('Successfully added a new user!');
      onClose();
    });

  return (
    <Modal
      open={open}
      title="Add User"
      okText="Add"
      confirmLoading={saving}
      okButtonProps={{ disabled: userNameTaken !== false || emailTaken !== false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ role: 'Employee' }}
        onFinish={(values) => void save(values)}
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label="First Name" rules={[requiredRule]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label="Last Name" rules={[requiredRule]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phoneNumber" label="Phone" rules={phoneRules}>
              <PhoneInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="role" label="Role" rules={[{ required: true, message: M.fieldRequired }]}>
              <Select
                options={[
                  { value: 'Auctioneer', label: 'Auctioneer' },
                  { value: 'Employee', label: 'Employee' },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <AvailabilityFormItem
          kind="username"
          name="userName"
          label="Username"
          rules={userNameRules}
          takenMessage={M.userNameUnavailable}
          availableMessage="Username is available!"
          onTakenChange={setUserNameTaken}
        >
          <Input maxLength={100} autoComplete="off" />
        </AvailabilityFormItem>
        <AvailabilityFormItem
          kind="email"
          name="email"
          label="Email"
          rules={emailRules}
          takenMessage={M.emailUnavailable}
          availableMessage="Email is available!"
          onTakenChange={setEmailTaken}
        >
          <Input maxLength={254} autoComplete="off" />
        </AvailabilityFormItem>
        <Form.Item name="password" label="Password" rules={newPasswordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
