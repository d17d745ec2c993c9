import { Form, Modal } from 'antd';
import { toastSuccess } from '../../../lib/notifier';
import { useCreateLot } from '../api/lots';
import { applyFieldErrors } from './form-errors';
import { LotDetailsFields, lotFormValues, type TLotFormValues, toLotBody } from './LotDetailsFields';

/** The 'Lot Details' modal that creates a Draft lot with the spec's defaults. */
export function CreateLotModal({
  caseId,
  timeZone,
  open,
  onClose,
  onCreated,
}: {
  caseId: string;
  /** The host's zone, in which the auction choices are shown. */
  timeZone: string;
  open: boolean;
  onClose: () => void;
  onCreated?: (lotId: string) => void;
}) {
  const [form] = Form.useForm<TLotFormValues>();
  const create = useCreateLot(caseId);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const { id } = await create.mutateAsync(toLotBody(values));
      toastSuccess('Successfully created the lot!');
      onClose();
      onCreated?.(id);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal
      title="Lot Details"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Create Lot"
      confirmLoading={create.isPending}
      destroyOnHidden
      width={600}
    >
      <Form form={form} layout="vertical" initialValues={lotFormValues()} preserve={false}>
        <LotDetailsFields timeZone={timeZone} />
      </Form>
    </Modal>
  );
}
