import { AUCTION_MESSAGES } from '@bidright/domain';
import { Alert, Button, Card, Flex, Form } from 'antd';
import { useEffect } from 'react';
import { toastSuccess } from '../../../lib/notifier';
import type { TAuctionDetail } from '../api/auction-detail';
import { useUpdateAuction } from '../api/save-auction';
import { toDayjs, zoneLabel } from '../utils/format';
import { AuctionSettingsFields } from './AuctionSettingsFields';
import { type TAuctionFormValues, toAuctionBody } from './auction-form';
import { useConfirmSameStart } from './use-same-start-check';

const valuesOf = (auction: TAuctionDetail): TAuctionFormValues => ({
  type: auction.type,
  startType: auction.startType,
  startTime: toDayjs(auction.startTime),
  stopTime: toDayjs(auction.stopTime),
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
  // The pickers work in the browser's zone; say so when the host keeps another one.
  const hostZone = zoneLabel(auction.startTime, auction.timeZone);

  useEffect(() => form.setFieldsValue(valuesOf(auction)), [auction, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = toAuctionBody(values);
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
      {hostZone && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Times below are in your browser's time zone; the host's is ${auction.timeZone} (${hostZone}).`}
        />
      )}
      <Form form={form} layout="vertical" initialValues={valuesOf(auction)} disabled={!auction.canEdit}>
        <AuctionSettingsFields withIncrement />
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
