import { DeleteOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { quiet } from './quiet';

/** The delete action of a document table (case and lot documents): confirm, delete, then say so. */
export function DeleteDocumentButton({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  const { modal } = useFeedback();
  return (
    <Tooltip title="Delete">
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${name}`}
        onClick={() =>
          modal.confirm({
            title: 'Delete Document',
            content: `Are you sure you want to delete ${name}?`,
            okText: 'Delete',
            okButtonProps: { danger: true },
            onOk: quiet(async () => {
              await onDelete();
              toastSuccess('Successfully deleted the document!');
            }),
          })
        }
      />
    </Tooltip>
  );
}
