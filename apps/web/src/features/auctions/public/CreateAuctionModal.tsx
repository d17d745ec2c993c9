import { nextTimeStep } from '@bidright/domain';
import { Alert, Checkbox, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../lib/notifier';
import { useCreateAuction } from '../api/save-auction';
import { AuctionSettingsFields } from '../components/AuctionSettingsFields';
import { type TAuctionFormValues, toAuctionBody } from '../components/auction-form';
import { useConfirmSameStart, useSameStartAuctions } from '../components/use-same-start-check';

const initialValues = (): TAuctionFormValues => ({
  type: 'Online',
  startType: 'Manual',
  startTime: dayjs(nextTimeStep(new Date())),
  stopTime: null,
  isExtendable: false,
  isTest: false,
});

/** The Create Auction dialog; on success it opens the new auction's page. */
export function CreateAuctionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<TAuctionFormValues>();
  const navigate = useNavigate();
  const create = useCreateAuction();
  const confirmSameStart = useConfirmSameStart();
  const [checking, setChecking] = useState(false);
  const startTime = Form.useWatch('startTime', form) as Dayjs | null | undefined;
  const { others, warning } = useSameStartAuctions(open ? startTime : null);

  const submit = async () => {
    let values: TAuctionFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = toAuctionBody(values);
    setChecking(true);
    const proceed = await confirmSameStart(body.startTime).finally(() => setChecking(false));
    if (!proceed) return;
    create.mutate(
      { ...body, isTest: Boolean(values.isTest) },
      {
        onSuccess: ({ id }) => {
          toastSuccess(`Auction #${id} created`);
          onClose();
          navigate(`/auctions/${id}`);
        },
        onError: (error) => {
          const fieldErrors = (error as { errors?: Record<string, string> }).errors;
          if (fieldErrors) {
            form.setFields(
              Object.entries(fieldErrors).map(([name, message]) => ({
                name: name as keyof TAuctionFormValues,
                errors: [message],
              })),
            );
          }
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Create Auction"
      okText="Create Auction"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={checking || create.isPending}
      width={680}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) form.setFieldsValue(initialValues());
      }}
    >
      <Form form={form} layout="vertical" initialValues={initialValues()} preserve={false}>
        <AuctionSettingsFields />
        {warning && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={warning}
            description={`Auction ${others.map((auction) => `#${auction.id}`).join(', ')} already starts at this time.`}
          />
        )}
        <Form.Item name="isTest" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Test auction (hidden from the public)</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
