import { BankOutlined, DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { CLIENT_MESSAGES, formatAddress, type TCaseListRow, type TClientDetail } from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Col,
  Descriptions,
  Flex,
  Popconfirm,
  Progress,
  Row,
  Skeleton,
  Space,
  Table,
  Tooltip,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showSaveError } from '../../../components/forms/form-errors';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { notifyError, toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import { useCases } from '../../cases/api/cases';
import { CaseStatusTag } from '../../cases/public/StatusTags';
import { clientKeys, deleteClient, uploadClientLogo, useClient } from '../api/clients';
import { AttorneyListCard } from '../components/AttorneyListCard';
import { ClientFormModal } from '../components/ClientFormModal';

/**
 * /clients/{clientId} (spec part 3 §2, §4, §8): breadcrumb, status badge, Client Information, Attorney
 * List, Linked Cases and Delete Client. A 403 shows 'You have no permission to this page!' and returns to
 * /clients.
 */
export function ClientDetailPage() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const client = useClient(clientId);
  const isForbidden = client.error instanceof ApiError && client.error.status === 403;

  useEffect(() => {
    if (!isForbidden) return;
    notifyError(CLIENT_MESSAGES.noPermission);
    navigate('/clients', { replace: true });
  }, [isForbidden, navigate]);

  const data = client.data;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to="/clients">Client List</Link> }, { title: 'Details' }]} />
      {client.isError && !isForbidden && <Alert type="error" showIcon title={CLIENT_MESSAGES.loadFailed} />}
      {!data ? (
        !client.isError && <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Space size={12} align="center" wrap>
              <Typography.Title level={1} style={{ margin: 0 }}>
                {data.name}
              </Typography.Title>
              <Badge
                status={data.status === 'Active' ? 'success' : 'default'}
                text={data.status}
                data-testid="client-status"
              />
            </Space>
            <DeleteClientButton client={data} />
          </Flex>
          <ClientInfoCard client={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24}>
              <AttorneyListCard client={data} />
            </Col>
            <Col xs={24}>
              <LinkedCasesCard clientId={data.id} />
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}

function DeleteClientButton({ client }: { client: TClientDetail }) {
  const navigate = useNavigate();
  const hasCases = client.linkedCaseCount > 0;
  const isLinked = Boolean(client.linkedSince);
  async function remove() {
    await deleteClient(client.id);
    toastSuccess(CLIENT_MESSAGES.deleted);
    navigate('/clients');
  }
  if (isLinked) return null;
  return hasCases ? (
    <Tooltip title={CLIENT_MESSAGES.cannotDelete}>
      <Button danger icon={<DeleteOutlined />} disabled>
        Delete Client
      </Button>
    </Tooltip>
  ) : (
    <Popconfirm title={CLIENT_MESSAGES.deleteConfirm} onConfirm={() => void remove()}>
      <Button danger icon={<DeleteOutlined />}>
        Delete Client
      </Button>
    </Popconfirm>
  );
}

function ClientInfoCard({ client }: { client: TClientDetail }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const isLinked = Boolean(client.linkedSince);

  async function upload(file: File) {
    setPercent(0);
    try {
      await uploadClientLogo(client.id, file, { onProgress: setPercent });
      await queryClient.invalidateQueries({ queryKey: clientKeys.detail(client.id) });
      toastSuccess(CLIENT_MESSAGES.logoUpdated);
    } catch (error) {
      showSaveError(error);
    } finally {
      setPercent(null);
    }
  }

  return (
    <Card
      title="Client Information"
      data-testid="client-info"
      extra={
        !isLinked && (
          <Space wrap>
            <Upload
              accept="image/jpeg,image/png,image/webp,image/gif"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} disabled={percent !== null}>
                Logo
              </Button>
            </Upload>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Space>
        )
      }
    >
      {percent !== null && <Progress percent={percent} size="small" status="active" />}
      <Row gutter={[24, 16]} wrap>
        <Col flex="none">
          <Avatar
            shape="square"
            size={88}
            src={client.logoUrl ?? undefined}
            icon={<BankOutlined />}
            alt={`${client.name} logo`}
            style={{ background: client.logoUrl ? 'transparent' : '#1f4e8c' }}
          />
        </Col>
        <Col flex="auto">
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'name', label: 'Name', children: client.name },
              { key: 'address', label: 'Address', children: formatAddress(client) || '—' },
              { key: 'phone', label: 'Phone', children: formatPhone(client.phoneNumber) || '—' },
              { key: 'email', label: 'Email', children: client.email ?? '—' },
              {
                key: 'cases',
                label: 'Cases',
                children: `${client.activeCases} active of ${client.totalCases}`,
              },
              ...(isLinked
                ? [
                    {
                      key: 'linked',
                      label: 'Linked Since',
                      children: new Date(client.linkedSince!).toLocaleDateString('en-US'),
                    },
                  ]
                : []),
            ]}
          />
        </Col>
      </Row>
      {editing && <ClientFormModal open client={client} onClose={() => setEditing(false)} />}
    </Card>
  );
}

function LinkedCasesCard({ clientId }: { clientId: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const cases = useCases({ clientId: Number(clientId), pagination: { current: page, pageSize: 5 } });
  return (
    <Card title="Linked Cases" data-testid="linked-cases">
      <Table<TCaseListRow>
        rowKey="id"
        size="small"
        loading={cases.isFetching}
        dataSource={cases.data?.data ?? []}
        onRow={(row) => ({ onClick: () => navigate(`/cases/${row.id}`), style: { cursor: 'pointer' } })}
        pagination={{ current: page, pageSize: 5, total: cases.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: 'Case Number', dataIndex: 'caseNumber' },
          { title: 'County', dataIndex: 'county' },
          { title: 'Status', dataIndex: 'caseStatus', render: (value) => <CaseStatusTag status={value} /> },
        ]}
      />
    </Card>
  );
}
