import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { toastSuccess } from '../../../lib/notifier';
import { quiet } from './quiet';

/** The delete action of a document table (case and lot documents): confirm, delete, then say so. */
export function DeleteDocumentButton({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  const { modal } = App.useApp();
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
