import { BankOutlined, CheckCircleFilled, SafetyOutlined } from '@ant-design/icons';
import {
  formatUsd,
  ACCOUNT_MESSAGES as M,
  type TBidderAccount,
  type TBidderPhone,
  type TPhoneVerification,
  toCents,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Radio, Select, Space, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import { useBankAccounts, verifyWithAccount } from '../api/bank-accounts';
import { accountKeys } from '../api/bidder-account';
import { sendPhoneCode } from '../api/phones';
import { PhoneCodeModal } from './PhoneCodeModal';

// Its own chunk: the account page's other sections (/account/winning is measured) load without it (ADR 0044).
const IdentityStateNotice = lazy(async () => ({
  default: (await import('../../verifications/public/IdentityStateNotice')).IdentityStateNotice,
}));

/**
 * Identity verification (spec part 3 §4): choose a valid linked bank account, which the server checks; when
 * it does not report the bidder as verified, pick a phone and confirm a one-time code.
 */
export function IdentityVerificationCard({ account }: { account: TBidderAccount }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bankAccounts = useBankAccounts();
  const [isOpen, setOpen] = useState(false);
  const [accountId, setAccountId] = useState<string | undefined>(undefined);
  const [phones, setPhones] = useState<TBidderPhone[] | null>(null);
  const [phone, setPhone] = useState<string | undefined>(undefined);
  const [verification, setVerification] = useState<TPhoneVerification | null>(null);
  const [busy, setBusy] = useState(false);

  const valid = (bankAccounts.data ?? []).filter((entry) => entry.isValid);
  const showForm = !account.isVerified || isOpen;

  const done = () => {
    setOpen(false);
    setPhones(null);
    setAccountId(undefined);
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };

  async function verify() {
    if (!accountId) return;
    setBusy(true);
    try {
      const answer = await verifyWithAccount(accountId);
      if (answer.isVerified) {
        toastSuccess('Your account is verified!');
        done();
      } else {
        setPhones(answer.phones);
        setPhone(answer.phones.find((entry) => entry.isPrimary)?.number ?? answer.phones[0]?.number);
      }
    } catch {
      // The shared handler has shown the error.
    } finally {
      setBusy(false);
    }
  }

  async function sendCode() {
    if (!phone) return;
    setBusy(true);
    try {
      setVerification(await sendPhoneCode(phone, accountId));
    } catch {
      // The shared handler has shown the error.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title="Identity Verification"
      data-testid="identity-card"
      loading={bankAccounts.isLoading}
      extra={
        account.isVerified ? (
          <Tag color="green" icon={<CheckCircleFilled />}>
            Verified
          </Tag>
        ) : (
          <Tag color="orange">Not verified</Tag>
        )
      }
    >
      {!account.isVerified && (
        <div style={{ marginBottom: 16 }}>
          <Suspense fallback={null}>
            <IdentityStateNotice />
          </Suspense>
        </div>
      )}
      {account.isVerified && !isOpen && (
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text>
            Your identity is verified through a linked bank account and a confirmed phone number.
          </Typography.Text>
          <Button onClick={() => setOpen(true)}>Verify with another account</Button>
        </Flex>
      )}
      {showForm && valid.length === 0 && (
        <Alert
          type="warning"
          showIcon
          title={M.noBankAccount}
          description="Link a bank account first; it is used to verify your identity."
          action={
            <Button size="small" type="primary" onClick={() => navigate('/account/balance')}>
              Add Account
            </Button>
          }
        />
      )}
      {showForm && valid.length > 0 && (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            Choose one of your linked bank accounts to verify your identity.
          </Typography.Text>
          <Space wrap>
            <Select
              aria-label="Bank account for verification"
              placeholder="Choose a linked account"
              style={{ minWidth: 380 }}
              value={accountId}
              onChange={(value) => {
                setAccountId(value);
                setPhones(null);
              }}
              options={valid.map((entry) => ({
                value: entry.id,
                label: `${entry.institutionName ?? 'Bank'} · ${entry.nickName || entry.name} ····${entry.mask ?? ''} (${formatUsd(toCents(entry.balance))})`,
              }))}
              suffixIcon={<BankOutlined />}
            />
            <Button
              type="primary"
              data-testid="identity-verify"
              icon={<SafetyOutlined />}
              disabled={!accountId}
              loading={busy && !phones}
              onClick={() => void verify()}
            >
              Verify
            </Button>
            {isOpen && <Button onClick={() => setOpen(false)}>Cancel</Button>}
          </Space>
          {phones && (
            <Flex vertical gap={12} data-testid="verification-phones">
              <Alert
                type="info"
                showIcon
                title="One more step: confirm a phone number"
                description="Choose a phone to receive a one-time code."
              />
              {phones.length === 0 ? (
                <Typography.Text type="secondary">
                  Add a phone number in Phone Numbers above, then come back to this step.
                </Typography.Text>
              ) : (
                <Radio.Group value={phone} onChange={(event) => setPhone(event.target.value)}>
                  <Flex vertical gap={6}>
                    {phones.map((entry) => (
                      <Radio key={entry.number} value={entry.number}>
                        {formatPhone(entry.number)} {entry.isPrimary && <Tag color="blue">Primary</Tag>}
                      </Radio>
                    ))}
                  </Flex>
                </Radio.Group>
              )}
              <div>
                <Button type="primary" disabled={!phone} loading={busy} onClick={() => void sendCode()}>
                  Send Code
                </Button>
              </div>
            </Flex>
          )}
        </Flex>
      )}
      <PhoneCodeModal
        verification={verification}
        onCancel={() => setVerification(null)}
        onResend={() => void sendCode()}
        onVerified={(answer) => {
          setVerification(null);
          toastSuccess(answer.message || M.phoneVerified);
          if (answer.isVerified) done();
          else setPhones(answer.phones);
        }}
      />
    </Card>
  );
}
