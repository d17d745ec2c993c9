import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import {
  ACCOUNT_MESSAGES,
  ADMIN_LOOKUP_DEBOUNCE_MS,
  ADMIN_MESSAGES,
  type TAdminFeaturedLot,
  type TConfiguration,
  type THelp,
  type THelpBody,
  type TResource,
  type TResourceBody,
} from '@bidright/domain';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Menu,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PlainList } from '../../../components/PlainList';
import { ApiError } from '../../../lib/api-error';
import { toastSuccess } from '../../../lib/notifier';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  useAdminFeaturedLots,
  useAdminHelps,
  useAdminLotSearch,
  useAdminResources,
  useConfigurations,
  useDeleteHelp,
  useDeleteResource,
  useFeatureLot,
  useRemoveFeatured,
  useSaveConfiguration,
  useSaveHelp,
  useSaveResource,
  useSystemUsers,
} from '../api/admin';
import { AdminFormModal } from '../components/AdminFormModal';
import { RichTextEditor } from '../components/RichTextEditor';

const SLUGS = [
  ['system', 'System Settings'],
  ['profile', 'My Profile'],
  ['logs', 'Activity Logs'],
  ['faqs', 'FAQs'],
  ['resources', 'Resources'],
  ['featured-lots', 'Featured Lots'],
] as const;
const required = [{ required: true, message: ACCOUNT_MESSAGES.fieldRequired }];
const when = (iso: string) => (iso.startsWith('1970') ? 'Default' : new Date(iso).toLocaleString('en-US'));

/** /admin/settings/{slug}: unknown slugs go to system; logs renders the default (spec part 3 §2). */
export function AdminSettingsPage({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const isWide = Grid.useBreakpoint().md !== false;
  const shown = slug === 'logs' ? 'system' : slug;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Settings
      </Typography.Title>
      <Flex gap={16} wrap align="flex-start">
        <Card styles={{ body: { padding: 4 } }} style={{ flex: isWide ? '0 0 220px' : '1 1 100%' }}>
          <Menu
            mode="inline"
            selectedKeys={[slug]}
            style={{ borderInlineEnd: 'none' }}
            onClick={(item) => navigate(`/admin/settings/${item.key}`)}
            items={SLUGS.map(([key, label]) => ({ key, label }))}
          />
        </Card>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          {shown === 'system' && <SystemSettings />}
          {shown === 'profile' && <AdminProfile />}
          {shown === 'faqs' && <FaqSettings />}
          {shown === 'resources' && <ResourceSettings />}
          {shown === 'featured-lots' && <FeaturedLotSettings />}
        </div>
      </Flex>
    </Flex>
  );
}

function SystemSettings() {
  const { data, isLoading } = useConfigurations();
  const save = useSaveConfiguration();
  const [editing, setEditing] = useState<TConfiguration | null>(null);
  const [form] = Form.useForm<{ value: string }>();
  useEffect(() => {
    if (editing) form.setFieldsValue({ value: editing.value });
  }, [editing, form]);
  return (
    <Card title="System Settings">
      <Table<TConfiguration>
        rowKey="key"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Key',
            dataIndex: 'key',
            render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
          },
          { title: 'Display Name', dataIndex: 'displayName' },
          {
            title: 'Value',
            dataIndex: 'value',
            render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
          },
          { title: 'Modified', dataIndex: 'modifiedDate', render: when },
          {
            title: '',
            key: 'edit',
            render: (_: unknown, row) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(row)}
                aria-label={`Edit ${row.key}`}
              >
                Edit
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.displayName}
        okText="Save"
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={async ({ value }) => {
            try {
              const answer = await save.mutateAsync({ key: editing!.key, value });
              toastSuccess(answer.message);
              setEditing(null);
            } catch (error) {
              if (error instanceof ApiError) form.setFields([{ name: 'value', errors: [error.message] }]);
            }
          }}
        >
          <Form.Item name="value" label={editing?.key} rules={required}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

/** The admin's own profile, without a password change. */
function AdminProfile() {
  const session = useSession();
  const { data } = useSystemUsers('admins', {
    search: session.userName,
    pagination: { current: 1, pageSize: 10 },
  });
  const me = data?.data.find((row) => row.userName === session.userName) ?? null;
  const [editing, setEditing] = useState(false);
  if (!me) return <Card title="My Profile" loading />;
  return (
    <Card title="My Profile" extra={<Button onClick={() => setEditing(true)}>Edit</Button>}>
      <PlainList<[string, string]>
        items={[
          ['Name', `${me.firstName} ${me.lastName}`],
          ['Username', me.userName],
          ['Email', me.email],
          ['Phone', me.phoneNumber ?? '—'],
        ]}
        keyOf={([label]) => label}
        emptyText={null}
        renderItem={([label, value]) => (
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <Typography.Text>{value}</Typography.Text>
          </Flex>
        )}
      />
      <AdminFormModal open={editing} admin={me} onClose={() => setEditing(false)} />
    </Card>
  );
}

function FaqSettings() {
  const { modal } = App.useApp();
  const { data, isLoading } = useAdminHelps();
  const save = useSaveHelp();
  const remove = useDeleteHelp();
  const [editing, setEditing] = useState<THelp | 'new' | null>(null);
  const [form] = Form.useForm<THelpBody>();
  useEffect(() => {
    if (editing === 'new') form.resetFields();
    else if (editing) form.setFieldsValue({ question: editing.question, answer: editing.answer });
  }, [editing, form]);
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
            <Flex gap={8} flex="none">
              <Button
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing(help)}
                aria-label="Edit question"
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label="Delete question"
                onClick={() =>
                  modal.confirm({
                    title: 'Are you sure to delete the question?',
                    okButtonProps: { danger: true },
                    onOk: async () => toastSuccess((await remove.mutateAsync(help.id)).message),
                  })
                }
              />
            </Flex>
          </Flex>
        )}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add Question' : 'Edit Question'}
        okText="Save"
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form<THelpBody>
          form={form}
          layout="vertical"
          onFinish={async (values) => {
            const answer = await save.mutateAsync({
              id: editing === 'new' ? undefined : editing?.id,
              body: values,
            });
            toastSuccess(answer.message);
            setEditing(null);
          }}
        >
          <Form.Item name="question" label="Question" rules={required}>
            <Input />
          </Form.Item>
          <Form.Item name="answer" label="Answer" rules={required}>
            <Input.TextArea rows={4} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

function ResourceSettings() {
  const { modal } = App.useApp();
  const { data, isLoading } = useAdminResources();
  const save = useSaveResource();
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<TResource | 'new' | null>(null);
  const [form] = Form.useForm<TResourceBody>();
  useEffect(() => {
    if (editing === 'new') form.resetFields();
    else if (editing)
      form.setFieldsValue({
        title: editing.title,
        description: editing.description,
        link: editing.link,
        body: editing.body,
      });
  }, [editing, form]);
  return (
    <Card
      title="Resources"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Add Resource
        </Button>
      }
    >
      <Table<TResource>
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={{ pageSize: 10 }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: 'Title',
            dataIndex: 'title',
            render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
          },
          { title: 'Description', dataIndex: 'description', ellipsis: true },
          {
            title: 'Created',
            dataIndex: 'createdDate',
            render: (iso: string) => new Date(iso).toLocaleDateString('en-US'),
          },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, row) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(row)}
                  aria-label="Edit resource"
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="Delete resource"
                  onClick={() =>
                    modal.confirm({
                      title: 'Are you sure to delete the resource?',
                      okButtonProps: { danger: true },
                      onOk: async () => toastSuccess((await remove.mutateAsync(row.id)).message),
                    })
                  }
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add Resource' : 'Edit Resource'}
        okText="Save"
        width={760}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form<TResourceBody>
          form={form}
          layout="vertical"
          onFinish={async (values) => {
            const answer = await save.mutateAsync({
              id: editing === 'new' ? undefined : editing?.id,
              body: values,
            });
            toastSuccess(answer.message);
            setEditing(null);
          }}
        >
          <Form.Item name="title" label="Title" rules={required}>
            <Input />
          </Form.Item>
          <Form.Item name="description" label="Description" rules={required}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name="link" label="Link" rules={[{ type: 'url', message: ADMIN_MESSAGES.linkInvalid }]}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="body" label="Body">
            <RichTextEditor />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

function FeaturedLotSettings() {
  const { modal } = App.useApp();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);
  const featured = useAdminFeaturedLots();
  const found = useAdminLotSearch(search);
  const feature = useFeatureLot();
  const removeFeatured = useRemoveFeatured();
  const address = (row: { address: string | null; caseNumber: string }) =>
    row.address ?? `Case ${row.caseNumber}`;
  return (
    <Flex vertical gap={16}>
      <Card title="Featured Lots">
        <Table<TAdminFeaturedLot>
          rowKey="featuredId"
          loading={featured.isLoading}
          dataSource={featured.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No featured lots.' }}
          columns={[
            { title: 'Property', key: 'address', render: (_: unknown, row) => address(row) },
            { title: 'Company', dataIndex: 'companyName' },
            { title: 'Case', dataIndex: 'caseNumber' },
            {
              title: 'Featured By',
              dataIndex: 'isAdmin',
              render: (isAdmin: boolean) => (isAdmin ? <Tag color="gold">Admin</Tag> : <Tag>Company</Tag>),
            },
            {
              title: '',
              key: 'remove',
              render: (_: unknown, row) => (
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: 'Are you sure to remove the featured lot?',
                      okButtonProps: { danger: true },
                      onOk: async () =>
                        toastSuccess((await removeFeatured.mutateAsync(row.featuredId)).message),
                    })
                  }
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Feature a Lot">
        <Input.Search
          allowClear
          placeholder="Search listed lots by case number, address or company (3+ characters)"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 480, marginBottom: 12 }}
        />
        <PlainList
          isLoading={found.isFetching}
          items={search.length >= 3 ? (found.data ?? []) : []}
          keyOf={(row) => row.lotId}
          emptyText={search.length >= 3 ? 'No listed lots match.' : 'Type at least 3 characters.'}
          renderItem={(row) => (
            <Flex justify="space-between" align="center" gap={16}>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{address(row)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{`${row.companyName} · Case ${row.caseNumber}`}</Typography.Text>
                </div>
              </div>
              <Flex flex="none">
                {row.featuredId ? (
                  <Tag color="gold">Featured</Tag>
                ) : (
                  <Button
                    size="small"
                    icon={<StarOutlined />}
                    onClick={async () => toastSuccess((await feature.mutateAsync(row.lotId)).message)}
                  >
                    Feature
                  </Button>
                )}
              </Flex>
            </Flex>
          )}
        />
      </Card>
    </Flex>
  );
}
