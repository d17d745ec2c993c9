import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { Button, Flex, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { toastSuccess } from '../../../../lib/notifier';
import { useFeedback } from '../../../../lib/use-feedback';

export const required = [{ required: true, message: ACCOUNT_MESSAGES.fieldRequired }];

/** Edit and Delete of one FAQ or resource; Delete asks first ("Are you sure to delete the question?"). */
export function EditDeleteButtons({
  noun,
  onEdit,
  onDelete,
}: {
  noun: string;
  onEdit: () => void;
  onDelete: () => Promise<{ message: string }>;
}) {
  const { modal } = useFeedback();
  return (
    <Flex gap={8} flex="none">
      <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={`Edit ${noun}`} />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${noun}`}
        onClick={() =>
          modal.confirm({
            title: `Are you sure to delete the ${noun}?`,
            okButtonProps: { danger: true },
            onOk: async () => toastSuccess((await onDelete()).message),
          })
        }
      />
    </Flex>
  );
}

/**
 * The Add/Edit dialog of a FAQ or resource: the form starts empty for a new one and filled for an edit, and
 * Save sends it, shows the server's message and closes.
 */
export function ContentEditorModal<TItem extends { id: string }, TBody extends object>({
  editing,
  noun,
  form,
  valuesOf,
  save,
  saving,
  onClose,
  width,
  children,
}: {
  editing: TItem | 'new' | null;
  noun: string;
  form: FormInstance<TBody>;
  valuesOf: (item: TItem) => TBody;
  save: (input: { id?: string; body: TBody }) => Promise<{ message: string }>;
  saving: boolean;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  useEffect(() => {
    if (editing === 'new') form.resetFields();
    else if (editing) form.setFieldsValue(valuesOf(editing) as Parameters<typeof form.setFieldsValue>[0]);
  }, [editing, form, valuesOf]);
  return (
    <Modal
      open={editing !== null}
      title={`${editing === 'new' ? 'Add' : 'Edit'} ${noun}`}
      okText="Save"
      width={width}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<TBody>
        form={form}
        layout="vertical"
        onFinish={async (values) => {
          const answer = await save({ id: editing === 'new' ? undefined : editing?.id, body: values });
          toastSuccess(answer.message);
          onClose();
        }}
      >
        {children}
      </Form>
    </Modal>
  );
}
