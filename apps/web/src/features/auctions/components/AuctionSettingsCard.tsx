import { AUCTION_MESSAGES, type TAuctionDetail } from '@bidright/domain';
import { Alert, Button, Flex, Form } from 'antd';
import { useEffect } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { toHostPicker } from '../../../lib/host-picker';
import { toastSuccess } from '../../../lib/notifier';
import { useUpdateAuction } from '../api/save-auction';
import { AuctionSettingsFields } from './AuctionSettingsFields';
import { type TAuctionFormValues, toAuctionBody } from './auction-form';
import { useConfirmSameStart } from './use-same-start-check';

const valuesOf = (auction: TAuctionDetail): TAuctionFormValues => ({
  type: auction.type,
  startType: auction.startType,
  startTime: toHostPicker(auction.startTime, auction.timeZone),
  stopTime: toHostPicker(auction.stopTime, auction.timeZone),
  location: auction.location,
  isExtendable: auction.startType === 'Auto' && (auction.timeLeft > 0 || auction.extraTime > 0),
  timeLeft: auction.timeLeft || null,
  extraTime: auction.extraTime || null,
  minBidIncrements: auction.minBidIncrements,
});

/** The auction's settings: editable until it starts, then read-only with Save hidden (spec part 2 §4). */
export function AuctionSettingsCard({ auction }: { auction: TAuctionDetail }) {
  const [form] = Form.useForm<TAuctionFormValues>();
  const update = useUpdateAuction(auction.id);
  const confirmSameStart = useConfirmSameStart();

  useEffect(() => form.setFieldsValue(valuesOf(auction)), [auction, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = toAuctionBody(values, auction.timeZone);
    if (body.startTime !== auction.startTime && !(await confirmSameStart(body.startTime, auction.id))) return;
    update.mutate(
      { ...body, minBidIncrements: values.minBidIncrements ?? null },
      { onSuccess: () => toastSuccess('Auction settings saved') },
    );
  };

  return (
    <Card title="Settings" style={{ height: '100%' }}>
      {!auction.canEdit && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={AUCTION_MESSAGES.readOnly} />
      )}
      <Form form={form} layout="vertical" initialValues={valuesOf(auction)} disabled={!auction.canEdit}>
        <AuctionSettingsFields withIncrement timeZone={auction.timeZone} />
        {auction.canEdit && (
          <Flex justify="end" gap={8}>
            <Button onClick={() => form.setFieldsValue(valuesOf(auction))}>Reset</Button>
            <Button type="primary" loading={update.isPending} onClick={() => void save()}>
              Save
            </Button>
          </Flex>
        )}
      </Form>
    </Card>
  );
}
