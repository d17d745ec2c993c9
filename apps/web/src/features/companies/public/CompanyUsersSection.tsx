import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { TCompanyUser } from '@bidright/domain';
import { Badge, Button, Input, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { formatPhone } from '../../../lib/phone-format';
import { useCompanyUsers } from '../api/company-users';
import { AddCompanyUserModal } from '../components/AddCompanyUserModal';
import { AccountDetailsModal } from './AccountDetailsModal';

const PAGE_SIZE = 10;

/** /settings/users (auctioneers only): the company's auctioneers and employees. */
export function CompanyUsersSection() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  // The spec's 500 ms search debounce.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 500);
    return () => clearTimeout(timer);
  }, [searchText]);
  const users = useCompanyUsers({
    search: search || undefined,
    pagination: { current: page, pageSize: PAGE_SIZE },
  });

  return (
    <Card
      data-testid="company-users"
      title={
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search users"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 280 }}
          aria-label="Search users"
        />
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add User
        </Button>
      }
    >
      <Table<TCompanyUser>
        rowKey="id"
        size="middle"
        loading={users.isFetching}
        dataSource={users.data?.data ?? []}
        scroll={{ x: 720 }}
        onRow={(row) => ({ onClick: () => setOpenUserId(row.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: users.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: 'Name',
            key: 'name',
            render: (_, row) => `${row.firstName} ${row.lastName}`,
          },
          { title: 'Username', dataIndex: 'userName' },
          { title: 'Email', dataIndex: 'email' },
          {
            title: 'Phone',
            dataIndex: 'phoneNumber',
            render: (value: string | null) => formatPhone(value) || '—',
          },
          {
            title: 'Role',
            dataIndex: 'role',
            render: (role: string) => <Tag color={role === 'Auctioneer' ? 'blue' : 'default'}>{role}</Tag>,
          },
          {
            title: 'Last Login',
            dataIndex: 'lastLoginDate',
            render: (value: string | null) => (value ? dayjs(value).format('MM/DD/YYYY h:mm A') : '—'),
          },
          {
            title: 'Status',
            key: 'status',
            render: (_, row) => (
              <Space>
                <Badge status={row.deactivatedDate ? 'default' : 'success'} />
                {row.deactivatedDate ? 'Inactive' : 'Active'}
              </Space>
            ),
          },
        ]}
      />
      <AddCompanyUserModal open={adding} onClose={() => setAdding(false)} />
      <AccountDetailsModal userId={openUserId} onClose={() => setOpenUserId(null)} />
    </Card>
  );
}
