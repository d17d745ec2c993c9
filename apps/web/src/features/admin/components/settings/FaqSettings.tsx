import { PlusOutlined } from '@ant-design/icons';
import type { THelp, THelpBody } from '@bidright/domain';
import { Button, Empty, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Card } from '../../../../components/light-antd/Card';
import { Typography } from '../../../../components/light-antd/Typography';
import { PlainList } from '../../../../components/PlainList';
import { useAdminHelps, useDeleteHelp, useSaveHelp } from '../../api/admin';
import { ContentEditorModal, EditDeleteButtons, required } from './content-editor';

const valuesOf = (help: THelp): THelpBody => ({ question: help.question, answer: help.answer });

/** /admin/settings/faqs: the questions shown on /faq. */
export function FaqSettings() {
  const { data, isLoading } = useAdminHelps();
  const save = useSaveHelp();
  const remove = useDeleteHelp();
  const [editing, setEditing] = useState<THelp | 'new' | null>(null);
  const [form] = Form.useForm<THelpBody>();
  return (
    <Card
      title="FAQs"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Add Question
        </Button>
      }
    >
      <PlainList
        isLoading={isLoading}
        items={data ?? []}
        keyOf={(help) => help.id}
        emptyText={<Empty description="No questions yet." />}
        renderItem={(help) => (
          <Flex justify="space-between" align="center" gap={16}>
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{help.question}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{help.answer}</Typography.Text>
              </div>
            </div>
            <EditDeleteButtons
              noun="question"
              onEdit={() => setEditing(help)}
              onDelete={() => remove.mutateAsync(help.id)}
            />
          </Flex>
        )}
      />
      <ContentEditorModal
        editing={editing}
        noun="Question"
        form={form}
        valuesOf={valuesOf}
        save={save.mutateAsync}
        saving={save.isPending}
        onClose={() => setEditing(null)}
      >
        <Form.Item name="question" label="Question" rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="answer" label="Answer" rules={required}>
          <Input.TextArea rows={4} />
        </Form.Item>
      </ContentEditorModal>
    </Card>
  );
}
