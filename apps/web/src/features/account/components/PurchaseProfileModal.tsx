import {
  ADDRESS_MESSAGES,
  isValidPhone,
  ACCOUNT_MESSAGES as M,
  type TPurchaseProfile,
  ZIP_CODE_PATTERN,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Col, Form, Input, Modal, Radio, Row } from 'antd';
import { useEffect } from 'react';
import { useFormSave } from '../../../components/forms/use-form-save';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import { liveKeys } from '../../live/api/query-keys';
import { accountKeys } from '../api/bidder-account';
import { createPurchaseProfile, updatePurchaseProfile } from '../api/purchase-profiles';
import {
  type TPurchaseProfileFormValues,
  toPurchaseProfileBody,
  toPurchaseProfileFormValues,
} from '../utils/purchase-profile-body';

const required = [{ required: true, whitespace: true, message: M.fieldRequired }];
const FIELDS = ['name', 'type', 'contactName', 'phoneNumber', 'address1', 'city', 'state', 'zip', 'county'];
const EMPTY: TPurchaseProfileFormValues = {
  name: '',
  type: 'Individual',
  contactName: null,
  phoneNumber: '',
  isSameAsBidder: false,
  isPrimary: false,
  isAgentForBidder: false,
};

/**
 * Add or edit a purchase profile (spec part 3 §5): grantee name, entity type and phone required; the
 * contact name only for a Corporation; the address required unless same as bidder (then sent as nulls);
 * the entity type is locked once the profile exists.
 */
export function PurchaseProfileModal({
  open,
  profile,
  onClose,
}: {
  open: boolean;
  /** The profile being edited; null to add one. */
  profile: TPurchaseProfile | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<TPurchaseProfileFormValues>();
  const queryClient = useQueryClient();
  const { isSaving: saving, save } = useFormSave(form, FIELDS);
  const type = Form.useWatch('type', form);
  const sameAsBidder = Form.useWatch('isSameAsBidder', form);
  const isCorporation = type === 'Corporation';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const values = profile ? toPurchaseProfileFormValues(profile) : EMPTY;
    form.setFieldsValue({ ...values, phoneNumber: formatPhone(values.phoneNumber) });
  }, [open, profile, form]);

  async function submit() {
    let values: TPurchaseProfileFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await save(async () => {
      const body = toPurchaseProfileBody({ ...EMPTY, ...values, type: profile?.type ?? values.type });
      if (profile) await updatePurchaseProfile(profile.id, body);
      else await createPurchaseProfile(body);
      toastSuccess(
        profile ? 'Successfully updated the purchase profile!' : 'Successfully added the purchase profile!',
      );
      await queryClient.invalidateQueries({ queryKey: accountKeys.purchaseProfiles() });
      // The live screens' Join Auction modal lists the same profiles under its own key.
      void queryClient.invalidateQueries({ queryKey: liveKeys.purchaseProfiles() });
      onClose();
    });
  }

  return (
    <Modal
      open={open}
      title={profile ? 'Edit Purchase Profile' : 'Add Purchase Profile'}
      okText="Save"
      onOk={() => void submit()}
      confirmLoading={saving}
      onCancel={onClose}
      width={680}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={EMPTY} name="purchase-profile">
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item name="name" label="Grantee name (as it should appear on the deed)" rules={required}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="type"
              label="Entity type"
              rules={[{ required: true, message: M.fieldRequired }]}
              extra={profile ? 'The entity type cannot be changed after the profile is created.' : undefined}
            >
              <Radio.Group
                disabled={Boolean(profile)}
                onChange={(event) => {
                  if (event.target.value !== 'Corporation') form.setFieldValue('contactName', null);
                }}
                options={[
                  { value: 'Individual', label: 'Individual' },
                  { value: 'Corporation', label: 'Corporation' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="contactName"
              label="Contact name"
              extra={isCorporation ? undefined : 'Only for a corporation.'}
            >
              <Input disabled={!isCorporation} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="phoneNumber"
              label="Phone number"
              normalize={(value: string) => formatPhone(value)}
              rules={[
                { required: true, message: M.fieldRequired },
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value && !isValidPhone(value)) throw new Error(M.phoneInvalid);
                  },
                },
              ]}
            >
              <Input placeholder="(312) 555-0100" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label=" " colon={false}>
              <Form.Item name="isSameAsBidder" valuePropName="checked" noStyle>
                <Checkbox>Address same as bidder</Checkbox>
              </Form.Item>
            </Form.Item>
          </Col>
          {sameAsBidder ? (
            <Col xs={24}>
              <Typography.Paragraph type="secondary">
                Your mailing address from the personal page is used for this profile.
              </Typography.Paragraph>
            </Col>
          ) : (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="address1" label="Address line 1" rules={required}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="address2" label="Address line 2">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="city" label="City" rules={required}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="county" label="County">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item
                  name="state"
                  label="State"
                  rules={required}
                  normalize={(value: string) => value.toUpperCase()}
                >
                  <Input maxLength={2} placeholder="IL" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="zip"
                  label="Zip"
                  rules={[...required, { pattern: ZIP_CODE_PATTERN, message: ADDRESS_MESSAGES.zipInvalid }]}
                >
                  <Input maxLength={10} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24}>
            <Form.Item name="isPrimary" valuePropName="checked" style={{ marginBottom: 4 }}>
              <Checkbox>Primary profile</Checkbox>
            </Form.Item>
            <Form.Item name="isAgentForBidder" valuePropName="checked" style={{ marginBottom: 0 }}>
              <Checkbox>I act as an agent for this buyer</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
