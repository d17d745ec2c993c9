import { COMPANY_USER_MESSAGES, ACCOUNT_MESSAGES as M, type TAuctioneerAccountBody } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Col,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Row,
  Skeleton,
  Space,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { emailRules, phoneRules, requiredRule } from '../../../components/forms/form-rules';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useFormSave } from '../../../components/forms/use-form-save';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import {
  companyUserKeys,
  saveAuctioneerAccount,
  setAuctioneerActive,
  useAuctioneerAccount,
} from '../api/company-users';

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'role'] as const;

/**
 * The Account Details modal (spec part 1 §3, §4, §8): an auctioneer's or employee's account, Active or
 * Inactive (deactivatedDate set), Activate/Deactivate and the Auctioneer/Employee role switch. The company's
 * users screen and the admin's /admin/users/auctioneers both open it; `onChanged` lets the opener refresh
 * its own list after a save or an (de)activation.
 */
export function AccountDetailsModal({
  userId,
  onClose,
  onChanged,
}: {
  userId: string | null;
  onClose: () => void;
  onChanged?: () => Promise<unknown> | undefined;
}) {
  const account = useAuctioneerAccount(userId);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TAuctioneerAccountBody>();
  const { isSaving: saving, save: runSave } = useFormSave(form, FIELDS);
  const [toggling, setToggling] = useState(false);
  const data = account.data;

  useEffect(() => {
    if (data)
      form.setFieldsValue({
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phoneNumber: formatPhone(data.phoneNumber),
        role: data.role,
      });
  }, [data, form]);

  async function refresh() {
    await Promise.all([queryClient.invalidateQueries({ queryKey: companyUserKeys.all }), onChanged?.()]);
  }

  async function save(values: TAuctioneerAccountBody) {
    if (!userId) return;
    await runSave(async () => {
      await saveAuctioneerAccount(userId, values);
      await refresh();
      toastSuccess(COMPANY_USER_MESSAGES.saved);
      onClose();
    });
  }

  async function toggle() {
    if (!userId || !data) return;
    setToggling(true);
    try {
      const answer = await setAuctioneerActive(userId, Boolean(data.deactivatedDate));
      await refresh();
      toastSuccess(answer.message);
    } finally {
      setToggling(false);
    }
  }

  const isInactive = Boolean(data?.deactivatedDate);
  return (
    <Modal
      open={userId !== null}
      title="Account Details"
      onCancel={onClose}
      destroyOnHidden
      footer={
        data && (
          <Space wrap>
            <Popconfirm
              title={`Are you sure to ${isInactive ? 'activate' : 'deactivate'} the account?`}
              onConfirm={() => void toggle()}
            >
              <Button danger={!isInactive} loading={toggling}>
                {isInactive ? 'Activate' : 'Deactivate'}
              </Button>
            </Popconfirm>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              Save
            </Button>
          </Space>
        )
      }
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'userName', label: 'Username', children: data.userName },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <Space data-testid="account-status">
                    <Badge status={isInactive ? 'default' : 'success'} />
                    {isInactive
                      ? `Inactive since ${dayjs(data.deactivatedDate).format('MM/DD/YYYY h:mm A')}`
                      : 'Active'}
                  </Space>
                ),
              },
            ]}
          />
          <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
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
            </Row>
            <Form.Item name="email" label="Email" rules={emailRules}>
              <Input maxLength={254} />
            </Form.Item>
            <Form.Item name="phoneNumber" label="Phone" rules={phoneRules}>
              <PhoneInput />
            </Form.Item>
            <Form.Item name="role" label="Role" rules={[{ required: true, message: M.fieldRequired }]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'Auctioneer', label: 'Auctioneer' },
                  { value: 'Employee', label: 'Employee' },
                ]}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
