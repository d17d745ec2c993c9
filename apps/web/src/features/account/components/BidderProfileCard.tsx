import {
  ADDRESS_MESSAGES,
  isValidEmail,
  ACCOUNT_MESSAGES as M,
  type TBidderAccount,
  ZIP_CODE_PATTERN,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { toastSuccess } from '../../../lib/notifier';
import { accountKeys, updateBidderProfile } from '../api/bidder-account';

interface TProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

const required = [{ required: true, whitespace: true, message: M.fieldRequired }];
const FIELDS = ['firstName', 'lastName', 'email', 'address1', 'address2', 'city', 'state', 'zip'];

/** The bidder's profile (spec part 3 §5): name, e-mail and address editable; birth date and username read-only. */
export function BidderProfileCard({ account }: { account: TBidderAccount }) {
  const [form] = Form.useForm<TProfileValues>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      address1: account.address1 ?? '',
      address2: account.address2 ?? '',
      city: account.city ?? '',
      state: account.state ?? '',
      zip: account.zip ?? '',
    });
  }, [account, form]);

  async function submit(values: TProfileValues) {
    setSaving(true);
    try {
      const saved = await updateBidderProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        address1: values.address1.trim(),
        address2: values.address2?.trim() || null,
        city: values.city.trim(),
        state: values.state.trim().toUpperCase(),
        zip: values.zip.trim(),
      });
      queryClient.setQueryData(accountKeys.bidder(), saved);
      toastSuccess('Successfully updated the profile!');
    } catch (error) {
      showSaveError(error, form, FIELDS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Profile" data-testid="profile-card">
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="firstName" label="First name" rules={required}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="lastName" label="Last name" rules={required}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {/* Fields outside the form's values name their input, so the label belongs to it. */}
            <Form.Item label="Username" htmlFor="bidder-profile-username">
              <Input id="bidder-profile-username" value={account.userName} disabled />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Birth date" htmlFor="bidder-profile-birth-date">
              <Input
                id="bidder-profile-birth-date"
                value={account.birthDate ? dayjs(account.birthDate).format('MM/DD/YYYY') : ''}
                disabled
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="email"
              label="E-mail"
              rules={[
                ...required,
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value?.trim() && !isValidEmail(value)) throw new Error(M.emailInvalid);
                  },
                },
              ]}
            >
              <Input autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="address1" label="Address line 1" rules={required}>
              <Input autoComplete="address-line1" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="address2" label="Address line 2">
              <Input autoComplete="address-line2" />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="city" label="City" rules={required}>
              <Input autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="state"
              label="State"
              rules={required}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={2} placeholder="IL" autoComplete="address-level1" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="zip"
              label="Zip"
              rules={[...required, { pattern: ZIP_CODE_PATTERN, message: ADDRESS_MESSAGES.zipInvalid }]}
            >
              <Input maxLength={10} autoComplete="postal-code" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save Profile
        </Button>
      </Form>
    </Card>
  );
}
