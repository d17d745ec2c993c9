import { CheckCircleFilled } from '@ant-design/icons';
import { CLIENT_MESSAGES, type TAttorney } from '@bidright/domain';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatPhone } from '../../../lib/phone-format';
import { PrimaryAttorneyChoice } from './PrimaryAttorneyChoice';

interface AttorneyTableProps {
  rows: TAttorney[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange(page: number): void;
  /** The primary switch and the Edit/Remove actions; absent, the list is read only (a linked client). */
  manage?: {
    onPrimary(attorney: TAttorney): void;
    onEdit(attorney: TAttorney): void;
    onRemove(attorney: TAttorney): void;
    /** Rows that offer no Remove (the signed-in attorney's own: the server refuses it). */
    canRemove?(attorney: TAttorney): boolean;
  };
}

/**
 * A firm's attorneys as the client page (staff) and the client's own account page list them (spec part 3
 * §2, §4, §6): the primary choice with the spec's confirmation, name with a Primary tag, e-mail, phone,
 * Edit and Remove with the spec's confirmation. The cards around it own the data and the messages.
 */
export function AttorneyTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  onPageChange,
  manage,
}: AttorneyTableProps) {
  const columns: ColumnsType<TAttorney> = [
    ...(manage
      ? [
          {
            key: 'primary',
            title: 'Primary',
            width: 80,
            render: (_: unknown, row: TAttorney) => (
              <PrimaryAttorneyChoice attorney={row} onConfirm={manage.onPrimary} />
            ),
          },
        ]
      : []),
    {
      key: 'name',
      title: 'Name',
      render: (_, row) => (
        <Space wrap size={6}>
          {`${row.firstName} ${row.lastName}`}
          {row.isPrimary && (
            <Tag icon={<CheckCircleFilled />} color="blue">
              Primary
            </Tag>
          )}
        </Space>
      ),
    },
    { key: 'email', title: 'Email', dataIndex: 'email' },
    {
      key: 'phone',
      title: 'Phone',
      dataIndex: 'phone',
      render: (value: string | null) => formatPhone(value) || '—',
    },
    ...(manage
      ? [
          {
            key: 'action',
            title: 'Action',
            render: (_: unknown, row: TAttorney) => (
              <Space>
                <Button size="small" onClick={() => manage.onEdit(row)}>
                  Edit
                </Button>
                {(manage.canRemove?.(row) ?? true) && (
                  <Popconfirm
                    title={CLIENT_MESSAGES.attorneyRemoveConfirm}
                    onConfirm={() => manage.onRemove(row)}
                  >
                    <Button size="small" danger>
                      Remove
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<TAttorney>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      scroll={{ x: manage ? 640 : 480 }}
      pagination={{ current: page, pageSize, total, onChange: onPageChange, hideOnSinglePage: true }}
      columns={columns}
    />
  );
}
