import { formatAddress, LOT_MESSAGES, lotStatusLabel, type TAuctionDetail } from '@bidright/domain';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useChosenCase } from '../../cases/api/cases';
import { CasePicker } from '../../cases/public/CasePicker';
import { useAddLotToAuction } from '../api/auction-lots';

/** Picks a case, then one of its Draft lots, and adds it at the end of the auction. */
export function AddLotModal({
  auction,
  open,
  onClose,
}: {
  auction: TAuctionDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [caseId, setCaseId] = useState<string>();
  const [lotId, setLotId] = useState<string>();
  const kase = useChosenCase(caseId);
  const add = useAddLotToAuction(auction.id);

  const close = () => {
    setCaseId(undefined);
    setLotId(undefined);
    onClose();
  };

  const lots = kase.data?.lots ?? [];
  const lotOptions = lots.map((lot) => {
    const inThis = lot.auction?.id === auction.id;
    const reason = inThis
      ? 'already in this auction'
      : lot.lotStatus !== 'Draft'
        ? lotStatusLabel(lot.lotStatus, { isPostponed: lot.isPostponed })
        : lot.auction
          ? `moves from auction #${lot.auction.id}`
          : null;
    const address = lot.property
      ? formatAddress({ streetLine1: lot.property.streetLine1, city: lot.property.city })
      : 'no property yet';
    return {
      value: lot.id,
      disabled: inThis || lot.lotStatus !== 'Draft',
      label: `Lot ${lot.lotNumber ?? `ID ${lot.id}`} · ${address}${reason ? ` (${reason})` : ''}`,
    };
  });
  const noDraft = Boolean(kase.data) && !lotOptions.some((option) => !option.disabled);

  return (
    <Modal
      open={open}
      title="Add Lot to Auction"
      okText="Add Lot"
      okButtonProps={{ disabled: !lotId }}
      confirmLoading={add.isPending}
      onCancel={close}
      onOk={() =>
        lotId &&
        add.mutate(lotId, {
          onSuccess: () => {
            toastSuccess('Lot added to the auction');
            close();
          },
        })
      }
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Only lots in <b>Draft</b> can be added; they go to the end of the running order.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Case" htmlFor="add-lot-case">
          <CasePicker
            id="add-lot-case"
            value={caseId}
            onChange={(value) => {
              setCaseId(value);
              setLotId(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label="Lot" htmlFor="add-lot-lot" style={{ marginBottom: noDraft ? 12 : 0 }}>
          <Select
            id="add-lot-lot"
            placeholder={caseId ? 'Choose a Draft lot' : 'Choose a case first'}
            disabled={!caseId}
            loading={kase.isFetching}
            value={lotId}
            onChange={setLotId}
            options={lotOptions}
          />
        </Form.Item>
        {noDraft && <Alert type="info" showIcon title={LOT_MESSAGES.notDraft} />}
      </Form>
    </Modal>
  );
}
