import type { TBidderAccount } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import {
  BIDDER_PROFILE_FIELDS,
  BidderProfileFields,
  bidderProfileBody,
  bidderProfileValues,
  type TBidderProfileValues,
} from '../../../components/forms/BidderProfileFields';
import { showSaveError } from '../../../components/forms/form-errors';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import { accountKeys, updateBidderProfile } from '../api/bidder-account';

/** The bidder's profile (spec part 3 §5): name, e-mail and address editable; birth date and username read-only. */
export function BidderProfileCard({ account }: { account: TBidderAccount }) {
  const [form] = Form.useForm<TBidderProfileValues>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue(bidderProfileValues(account));
  }, [account, form]);

  async function submit(values: TBidderProfileValues) {
    setSaving(true);
    try {
      const saved = await updateBidderProfile(bidderProfileBody(values));
      queryClient.setQueryData(accountKeys.bidder(), saved);
      toastSuccess('Successfully updated the profile!');
    } catch (error) {
      showSaveError(error, form, BIDDER_PROFILE_FIELDS);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Profile" data-testid="profile-card">
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <BidderProfileFields
          afterNames={
            <>
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
            </>
          }
        />
        <Button type="primary" htmlType="submit" loading={saving}>
          Save Profile
        </Button>
      </Form>
    </Card>
  );
}
