import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  ADMIN_LOOKUP_DEBOUNCE_MS,
  ADMIN_PAGE_SIZES,
  type TSystemUserListBody,
  type TSystemUserRow,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { Button, Flex, Input, Segmented, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CountedTitle } from '../../../components/CountedTitle';
import { ExportButton } from '../../../components/ExportButton';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFeedback } from '../../../lib/use-feedback';
import { usePagedTable } from '../../../lib/use-paged-table';
import { AccountDetailsModal } from '../../companies/public/AccountDetailsModal';
import {
  adminUsersKey,
  type TUserKind,
  USER_EXPORT_URL,
  useSetAdminActive,
  useSystemUsers,
} from '../api/admin';
import { AdminFormModal } from '../components/AdminFormModal';
import { BidderDrawer } from '../components/BidderDrawer';

const TITLES: Record<TUserKind, string> = {
  bidders: 'Bidders',
  auctioneers: 'Auctioneers',
  admins: 'Admins',
};
type TSortField = NonNullable<NonNullable<TSystemUserListBody['sorter']>['field']>;

/**
 * /admin/users/{bidders|auctioneers|admins}: system users, 10 a page, with Excel exports. A bidder row opens
 * the bidder drawer; an auctioneer or employee row opens the Account Details modal (spec part 1 §5: edit,
 * activate/deactivate, role switch).
 */
export function AdminUsersPage({ kind }: { kind: TUserKind }) {
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);
  const [bidderId, setBidderId] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TSystemUserRow | 'new' | null>(null);
  const setAdminActive = useSetAdminActive();
  // Another kind of user or a new search starts again from page 1.
  const table = usePagedTable<TSortField>({
    pageSize: ADMIN_PAGE_SIZES.systemUsers,
    resetOn: [kind, search],
  });
  const { current } = table.page;
  const sort = table.sorter;
  const body = useMemo<TSystemUserListBody>(
    () => ({
      search: search || undefined,
      sorter: sort,
      pagination: { current, pageSize: ADMIN_PAGE_SIZES.systemUsers },
    }),
    [search, sort, current],
  );
  const { data, isFetching } = useSystemUsers(kind, body);

  const columns: TableProps<TSystemUserRow>['columns'] = [
    {
      title: 'Name',
      key: 'lastName',
      sorter: true,
      render: (_: unknown, row) => (
        <Typography.Text strong>{`${row.firstName} ${row.lastName}`}</Typography.Text>
      ),
    },
    { title: 'Username', dataIndex: 'userName', key: 'userName', sorter: true },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true, responsive: ['md'] },
    ...(kind === 'auctioneers'
      ? [
          { title: 'Company', dataIndex: 'companyName', key: 'companyName' },
          { title: 'Role', dataIndex: 'role', key: 'role', responsive: ['lg' as const] },
        ]
      : []),
    ...(kind === 'bidders'
      ? [
          {
            title: 'Verified',
            key: 'verified',
            render: (_: unknown, row: TSystemUserRow) =>
              row.isVerified ? <Tag color="green">Verified</Tag> : <Tag>Not verified</Tag>,
          },
        ]
      : []),
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, row) =>
        row.deactivatedDate ? <Tag color="red">Inactive</Tag> : <Tag color="blue">Active</Tag>,
    },
    ...(kind === 'auctioneers'
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: TSystemUserRow) => (
              <Button
                size="small"
                aria-label={`Details of ${row.userName}`}
                onClick={(event) => {
                  event.stopPropagation();
                  setAccountId(row.id);
                }}
              >
                Details
              </Button>
            ),
          },
        ]
      : []),
    ...(kind === 'admins'
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: TSystemUserRow) => (
              <Space size={8} onClick={(event) => event.stopPropagation()}>
                <Button size="small" onClick={() => setEditing(row)}>
                  Edit
                </Button>
                <Button
                  size="small"
                  danger={!row.deactivatedDate}
                  onClick={() =>
                    modal.confirm({
                      title: row.deactivatedDate
                        ? 'Are you sure to activate the admin?'
                        : 'Are you sure to deactivate the admin?',
                      onOk: async () => {
                        const answer = await setAdminActive.mutateAsync({
                          id: row.id,
                          isActive: Boolean(row.deactivatedDate),
                        });
                        toastSuccess(answer.message);
                      },
                    })
                  }
                >
                  {row.deactivatedDate ? 'Activate' : 'Deactivate'}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <CountedTitle title="Users" total={data?.total} />
        <Segmented<TUserKind>
          value={kind}
          onChange={(value) => navigate(`/admin/users/${value}`)}
          options={(['bidders', 'auctioneers', 'admins'] as const).map((value) => ({
            value,
            label: TITLES[value],
          }))}
        />
      </Flex>
      <Card>
        <Flex gap={12} wrap justify="space-between" style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={`Search ${TITLES[kind].toLowerCase()} by name, username or e-mail`}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ maxWidth: 360 }}
            aria-label="Search users"
          />
          <Space wrap>
            <ExportButton
              url={USER_EXPORT_URL[kind]}
              body={{ search: search || undefined }}
              fallbackName={`${TITLES[kind]}.xlsx`}
            />
            {kind === 'admins' && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                Add Admin
              </Button>
            )}
          </Space>
        </Flex>
        <Table<TSystemUserRow>
          rowKey="id"
          columns={columns}
          dataSource={data?.data}
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current,
            pageSize: ADMIN_PAGE_SIZES.systemUsers,
            total: data?.total,
            showSizeChanger: false,
          }}
          onChange={table.onChange}
          onRow={(row) =>
            kind === 'bidders'
              ? { onClick: () => setBidderId(row.id), style: { cursor: 'pointer' } }
              : kind === 'auctioneers'
                ? { onClick: () => setAccountId(row.id), style: { cursor: 'pointer' } }
                : {}
          }
        />
      </Card>
      <BidderDrawer bidderId={bidderId} onClose={() => setBidderId(null)} />
      <AccountDetailsModal
        userId={accountId}
        onClose={() => setAccountId(null)}
        onChanged={() => queryClient.invalidateQueries({ queryKey: adminUsersKey })}
      />
      <AdminFormModal
        open={editing !== null}
        admin={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
