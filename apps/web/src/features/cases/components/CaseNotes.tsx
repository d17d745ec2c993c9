import { SendOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { formatDateTime } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { useAddCaseNote, useCaseNotes } from '../api/case-notes';

/** Case notes: a 220 px scrolling box, newest first, and a box to add one (empty notes are not sent). */
export function CaseNotes({ caseId, canAdd }: { caseId: string; canAdd: boolean }) {
  const notes = useCaseNotes(caseId);
  const add = useAddCaseNote(caseId);
  const [text, setText] = useState('');

  const submit = async () => {
    const body = text.trim();
    if (!body) return;
    try {
      await add.mutateAsync({ subject: '', body });
      setText('');
      toastSuccess('Successfully added the note!');
    } catch {
      // Reported by the API client; the text stays for another try.
    }
  };

  return (
    <Flex vertical gap={12}>
      <div
        style={{
          height: 220,
          overflowY: 'auto',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          padding: '4px 12px',
        }}
        data-testid="case-notes-box"
      >
        {notes.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (notes.data?.data.length ?? 0) === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notes yet." style={{ marginTop: 40 }} />
        ) : (
          // A plain list: antd 6 deprecates List.
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notes.data?.data.map((note) => (
              <li key={note.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                <Flex justify="space-between" gap={8} wrap>
                  <Typography.Text strong>{note.subject || note.createdBy}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(note.createdDate)}
                  </Typography.Text>
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {note.body}
                </Typography.Paragraph>
                {note.subject && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {note.createdBy}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {canAdd && (
        // On a phone or at 400 % zoom the button goes under the note rather than squeezing it.
        <Flex gap={8} align="flex-end" justify="flex-end" wrap>
          <Input.TextArea
            style={{ flex: '1 1 12rem' }}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Write a note…"
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={10_000}
            aria-label="New note"
            onPressEnter={(event) => {
              if (event.ctrlKey || event.metaKey) void submit();
            }}
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!text.trim()}
            loading={add.isPending}
            onClick={submit}
          >
            Add Note
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
