import { DEFAULT_CREDIT_BID_MIN_SHARE_PERCENT, formatHostDateTime } from '@bidright/domain';
import { Button, DatePicker, Flex, Form, InputNumber, Skeleton, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { fromHostPicker, toHostPicker } from '../../../lib/host-picker';
import { toastSuccess } from '../../../lib/notifier';
import { useAuctionCreditBids, useSaveCreditBidSettings } from '../api/credit-bids';
import { CreditBidStatusTag } from '../components/CreditBidStatusTag';

type TValues = { isRequired: boolean; minSharePercent: number; deadline?: Dayjs | null };

/**
 * The host's switch for one auction (ADR 0074): require a confirmed plaintiff's credit bid before each lot
 * starts, the share of the judgment below which an override is needed, its own deadline or the default one
 * (both on the host's clock), and each lot's state. Off by default: the auction runs as the spec says. Loaded apart.
 */
export function AuctionCreditBidSettings({ auctionId, canEdit }: { auctionId: string; canEdit: boolean }) {
  const { data, isLoading } = useAuctionCreditBids(auctionId);
  const save = useSaveCreditBidSettings(auctionId);
  const [form] = Form.useForm<TValues>();
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        isRequired: data.isRequired,
        minSharePercent: data.minSharePercent,
        deadline: toHostPicker(data.hostDeadline, data.timeZone),
      });
  }, [data, form]);
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 2 }} />;

  const submit = async (values: TValues) => {
    await save.mutateAsync({
      isRequired: values.isRequired,
      minSharePercent: values.minSharePercent,
      // The picker holds the host's wall clock; empty keeps the default rule.
      deadline: values.deadline ? fromHostPicker(values.deadline, data.timeZone).toISOString() : null,
    });
    toastSuccess('The credit-bid rule was saved.');
  };

  return (
    <Card title="Plaintiff's credit bids" data-testid="auction-credit-bids">
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={!canEdit}
        initialValues={{ isRequired: false, minSharePercent: DEFAULT_CREDIT_BID_MIN_SHARE_PERCENT }}
      >
        <Form.Item
          name="isRequired"
          label="Require a confirmed credit bid before each lot starts"
          valuePropName="checked"
        >
          <Switch aria-label="Require a confirmed credit bid" />
        </Form.Item>
        <Form.Item
          name="minSharePercent"
          label="Override needed below this share of the judgment"
          rules={[{ required: true }]}
        >
          <InputNumber<number> min={0} max={100} precision={0} suffix="%" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="deadline"
          label="Own deadline (host time; empty: 3:00 PM on the business day before the sale)"
        >
          <DatePicker showTime={{ format: 'h:mm A' }} format="MM/DD/YYYY h:mm A" allowClear />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          Deadline for the law firm: {formatHostDateTime(data.deadline, data.timeZone)}
          {data.hostDeadline ? '' : ' (3:00 PM on the business day before the sale)'}
        </Typography.Paragraph>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        )}
      </Form>
      {data.isRequired && data.lots.length > 0 && (
        <Flex vertical gap={4} style={{ marginTop: 16 }}>
          {data.lots.map((lot) => (
            <Flex key={lot.lotId} gap={8} align="center" wrap>
              <Typography.Text>
                Lot {lot.lotNumber ?? lot.lotId} (case {lot.caseNumber})
              </Typography.Text>
              <CreditBidStatusTag status={lot.status} />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
