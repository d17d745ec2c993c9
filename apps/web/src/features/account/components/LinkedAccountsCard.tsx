import { BankOutlined, PlusOutlined } from '@ant-design/icons';
import { formatUsd, type TBankAccount, toCents } from '@bidright/domain';
import { Button, Form, Input, Modal, Space, Switch, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useFeedback } from '../../../lib/use-feedback';
import { removeBankAccount, updateBankAccount } from '../api/bank-accounts';

/** Linked bank accounts: nickname, hide, remove; hidden accounts still back bids and can be shown again. */
export function LinkedAccountsCard({
  accounts,
  loading,
  onLink,
  onChanged,
}: {
  accounts: readonly TBankAccount[];
  loading?: boolean;
  onLink: () => void;
  onChanged: () => void;
}) {
  const { modal } = useFeedback();
  const [showHidden, setShowHidden] = useState(false);
  const [editing, setEditing] = useState<TBankAccount | null>(null);
  const hiddenCount = accounts.filter((account) => account.isHidden).length;
  const rows = showHidden ? accounts : accounts.filter((account) => !account.isHidden);

  function confirmRemove(account: TBankAccount) {
    modal.confirm({
      title: 'Remove this bank account?',
      content: `${account.institutionName ?? ''} ${account.nickName || account.name} ····${account.mask ?? ''}. Its balance will no longer count toward your available balance.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        await removeBankAccount(account.id, account.bidderId);
        toastSuccess('The bank account was removed.');
        onChanged();
      },
    });
  }

  return (
    <Card
      title="Linked Accounts"
      data-testid="linked-accounts"
      extra={
        <Space wrap>
          {hiddenCount > 0 && (
            <Space size={6}>
              <Switch
                size="small"
                checked={showHidden}
                onChange={setShowHidden}
                aria-label="Show hidden accounts"
              />
              <Typography.Text type="secondary">Show hidden ({hiddenCount})</Typography.Text>
            </Space>
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={onLink}>
            Link Bank Account
          </Button>
        </Space>
      }
    >
      <Table<TBankAccount>
        rowKey="id"
        loading={loading}
        dataSource={[...rows]}
        pagination={false}
        // The account column keeps room for a name on a phone (the table scrolls instead of the name
        // breaking letter by letter).
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No linked bank accounts yet. Link one to join auctions.' }}
        columns={[
          {
            title: 'Account',
            key: 'account',
            width: 240,
            render: (_value, account) => (
              <Space data-testid="bank-account-name">
                <BankOutlined style={{ fontSize: 20, color: '#1f4e8c' }} />
                <div>
                  <Typography.Text strong style={{ display: 'block' }}>
                    {account.nickName || account.name}
                    {account.isHidden && (
                      <Tag style={{ marginLeft: 8 }} color="default">
                        Hidden
                      </Tag>
                    )}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[account.institutionName, account.nickName ? account.name : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </div>
              </Space>
            ),
          },
          {
            title: 'Type',
            dataIndex: 'subType',
            width: 90,
            render: (value: string) => (value === 'checking' ? 'Checking' : 'Savings'),
          },
          {
            title: 'Number',
            dataIndex: 'mask',
            width: 100,
            render: (mask: string | null) => (mask ? `····${mask}` : '—'),
          },
          {
            title: 'Balance',
            dataIndex: 'balance',
            align: 'right',
            width: 150,
            render: (balance: number, account) => (
              <div>
                <Typography.Text strong>{formatUsd(toCents(balance), { decimals: 2 })}</Typography.Text>
                {account.modifiedDate && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    as of {dayjs(account.modifiedDate).format('MM/DD/YYYY')}
                  </Typography.Text>
                )}
              </div>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'isValid',
            width: 120,
            render: (isValid: boolean) =>
              isValid ? <Tag color="green">Valid</Tag> : <Tag color="red">Needs re-link</Tag>,
          },
          {
            title: 'Actions',
            key: 'actions',
            width: 160,
            render: (_value, account) => (
              <Space>
                <Button size="small" onClick={() => setEditing(account)}>
                  Edit
                </Button>
                <Button size="small" danger onClick={() => confirmRemove(account)}>
                  Remove
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <AccountSettingsModal
        account={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onChanged();
        }}
      />
    </Card>
  );
}

function AccountSettingsModal({
  account,
  onClose,
  onSaved,
}: {
  account: TBankAccount | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<{ nickName: string; hide: boolean }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (account) form.setFieldsValue({ nickName: account.nickName ?? '', hide: account.isHidden });
  }, [account, form]);

  async function submit() {
    if (!account) return;
    const values = form.getFieldsValue();
    setSaving(true);
    try {
      await updateBankAccount(account.id, {
        nickName: values.nickName?.trim() || null,
        hide: Boolean(values.hide),
      });
      toastSuccess('The bank account was updated.');
      onSaved();
    } catch {
      // The shared handler has shown the error.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={account !== null}
      title="Edit Bank Account"
      okText="Save"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item label="Account">
          <Typography.Text>
            {account?.institutionName} {account?.name} ····{account?.mask}
          </Typography.Text>
        </Form.Item>
        <Form.Item name="nickName" label="Nickname">
          <Input maxLength={100} placeholder="e.g. Auction funds" />
        </Form.Item>
        <Form.Item
          name="hide"
          label="Hide from the accounts list"
          valuePropName="checked"
          extra="A hidden valid account still counts toward your available balance."
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
