import {
  DEFAULT_MESSAGES,
  DEFAULT_RUNNER_UP_OFFER_HOURS,
  RUNNER_UP_OFFER_HOURS_MAX,
  RUNNER_UP_OFFER_HOURS_MIN,
} from '@bidright/domain';
import { Button, Form, InputNumber, Skeleton } from 'antd';
import { useEffect } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useOfferHours, useSetOfferHours } from '../api/defaults';

type TValues = { hours: number };

/**
 * The host's runner-up offer window (issue 43, ADR 0075), on the company profile: how many hours a runner-up
 * has to accept a defaulted lot (1–168, 24 until set). The Auctioneer changes it; employees read it. Offers
 * already made keep their deadline.
 */
export function RunnerUpOfferHoursCard({ readOnly }: { readOnly: boolean }) {
  const hours = useOfferHours();
  const save = useSetOfferHours();
  const [form] = Form.useForm<TValues>();
  useEffect(() => {
    if (hours.data) form.setFieldsValue({ hours: hours.data.hours });
  }, [hours.data, form]);
  if (hours.isError) return null;
  return (
    <Card title="Runner-up offers" data-testid="runner-up-offer-hours">
      {hours.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          disabled={readOnly}
          initialValues={{ hours: DEFAULT_RUNNER_UP_OFFER_HOURS }}
          onFinish={(values) =>
            save.mutate(values, {
              onSuccess: (answer) =>
                toastSuccess(`A runner-up now has ${answer.hours} hours to accept an offer.`),
              onError: (error) => showSaveError(error, form, ['hours']),
            })
          }
        >
          <Typography.Paragraph type="secondary">
            When a winner defaults, you may offer the lot to the runner-up at their own bid. This is how long
            they have to accept it; offers already made keep their deadline.
          </Typography.Paragraph>
          <Form.Item
            name="hours"
            label="Hours to accept an offer"
            rules={[{ required: true, message: DEFAULT_MESSAGES.offerHoursRange }]}
          >
            <InputNumber<number>
              min={RUNNER_UP_OFFER_HOURS_MIN}
              max={RUNNER_UP_OFFER_HOURS_MAX}
              precision={0}
              style={{ width: 160 }}
            />
          </Form.Item>
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save
            </Button>
          )}
        </Form>
      )}
    </Card>
  );
}
