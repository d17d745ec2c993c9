import type { TAttorney, TAttorneyBody } from '@bidright/domain';
import { Form, Input, Modal } from 'antd';
import { emailRules, requiredRule } from '../../../components/forms/form-rules';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useFormSave } from '../../../components/forms/use-form-save';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';

/** The fields the server may name in a refused save, shown under their inputs. */
const ATTORNEY_FIELDS = ['firstName', 'lastName', 'email', 'phone'];

type TProps = {
  /** The attorney to edit, 'new' to add one, or null while closed. */
  attorney: TAttorney | 'new' | null;
  /** The call that saves: the staff's on their client's attorneys, or the firm's on its own. */
  save: (values: TAttorneyBody, existing: TAttorney | null) => Promise<{ message: string }>;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * New Attorney / Edit Attorney (spec part 3 §5, §8): first and last name and e-mail required, phone
 * optional; a new attorney is e-mailed an invitation. The staff's client page and the firm's own account
 * page both use it, each with its own call.
 */
export function AttorneyFormModal({ attorney, save, onClose, onSaved }: TProps) {
  const [form] = Form.useForm<TAttorneyBody>();
  const { isSaving, save: runSave } = useFormSave(form, ATTORNEY_FIELDS);
  const existing = attorney && attorney !== 'new' ? attorney : null;

  const submit = (values: TAttorneyBody) =>
    runSave(async () => {
      const answer = await save(values, existing);
      toastSuccess(answer.message);
      onSaved();
      onClose();
    });

  return (
    <Modal
      open={attorney !== null}
      title={existing ? 'Edit Attorney' : 'New Attorney'}
      okText={existing ? 'Save' : 'Add'}
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          firstName: existing?.firstName ?? '',
          lastName: existing?.lastName ?? '',
          email: existing?.email ?? '',
          phone: formatPhone(existing?.phone),
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="firstName" label="First Name" rules={[requiredRule]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="lastName" label="Last Name" rules={[requiredRule]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={emailRules}
          extra={existing ? undefined : 'The attorney receives an e-mail invitation to sign up.'}
        >
          <Input maxLength={254} />
        </Form.Item>
        <Form.Item name="phone" label="Phone">
          <PhoneInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
