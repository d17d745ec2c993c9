import { BankOutlined, CheckCircleFilled } from '@ant-design/icons';
import type { TBankAccount, TSandboxAccountInput, TSandboxInstitution } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, Flex, Input, InputNumber, Modal, Row, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import {
  createSandboxPublicToken,
  linkBankAccounts,
  sandboxInstitutionsQueryOptions,
} from '../api/bank-accounts';
import { useBidderAccount } from '../api/bidder-account';

interface TDraftAccount extends TSandboxAccountInput {
  picked: boolean;
}

/** Demo accounts offered for a picked institution: a checking and a savings account with sensible balances. */
export function demoAccountsFor(institution: TSandboxInstitution): TDraftAccount[] {
  return [
    { picked: true, name: `${institution.name} Checking`, subType: 'checking', balance: 25_000 },
    { picked: true, name: `${institution.name} Savings`, subType: 'savings', balance: 40_000 },
  ];
}

/**
 * The offline stand-in for the bank-linking widget (sandbox bank provider): pick an institution, tick the
 * accounts and their balances, Continue. The widget hands a public token over, exactly where the real one
 * would, and the accounts are then linked with POST /api/accounts/bidder. When the widget cannot load its
 * institutions, or the hand-over or the exchange fails, it exits with an error (`onError`): the page then
 * shows the spec's linking error and leaves for /dashboard (spec part 3 §8).
 */
export function SandboxBankWidget({
  open,
  onClose,
  onLinked,
  onError,
}: {
  open: boolean;
  onClose: () => void;
  onLinked: (accounts: TBankAccount[]) => void;
  onError: () => void;
}) {
  const institutions = useQuery(sandboxInstitutionsQueryOptions(open));
  const [institution, setInstitution] = useState<TSandboxInstitution | null>(null);
  const [drafts, setDrafts] = useState<TDraftAccount[]>([]);
  const [busy, setBusy] = useState(false);
  // ADR 0072: whom the test bank reports as the accounts' owner; the bidder's own name unless a tester types
  // another, so a mismatch (and the admin's review) can be tried.
  const me = useBidderAccount(open);
  const ownName = me.data ? `${me.data.firstName} ${me.data.lastName}` : '';
  const [ownerName, setOwnerName] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setInstitution(null);
      setDrafts([]);
      setOwnerName(null);
    }
  }, [open]);

  // A widget that cannot even list its institutions exits with an error, as the real one does.
  const failedToLoad = open && institutions.isError;
  useEffect(() => {
    if (failedToLoad) onError();
  }, [failedToLoad, onError]);

  const picked = drafts.filter((draft) => draft.picked);
  const canContinue =
    picked.length > 0 && picked.every((draft) => draft.name.trim() && Number.isFinite(draft.balance));

  function choose(entry: TSandboxInstitution) {
    setInstitution(entry);
    setDrafts(demoAccountsFor(entry));
  }

  const update = (index: number, change: Partial<TDraftAccount>) =>
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));

  async function submit() {
    if (!institution || !canContinue) return;
    setBusy(true);
    let linked: TBankAccount[];
    try {
      const token = await createSandboxPublicToken({
        institutionId: institution.id,
        accounts: picked.map(({ name, subType, balance }) => ({ name: name.trim(), subType, balance })),
        ownerName: (ownerName ?? ownName).trim() || null,
      });
      linked = await linkBankAccounts({
        publicToken: token.publicToken,
        accountIds: token.accounts.map((account) => account.id),
      });
    } catch {
      setBusy(false);
      onError();
      return;
    }
    setBusy(false);
    onLinked(linked);
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={620}
      destroyOnHidden
      title={
        <Flex align="center" gap={8}>
          <BankOutlined />
          {institution ? `Link accounts at ${institution.name}` : 'Select your bank'}
          <Tag color="gold" style={{ marginLeft: 4 }}>
            Sandbox
          </Tag>
        </Flex>
      }
      footer={
        institution
          ? [
              <Button key="back" onClick={() => setInstitution(null)} disabled={busy}>
                Back
              </Button>,
              <Button
                key="continue"
                type="primary"
                loading={busy}
                disabled={!canContinue}
                onClick={() => void submit()}
              >
                Continue
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                Cancel
              </Button>,
            ]
      }
    >
      {!institution && (
        <>
          <Typography.Paragraph type="secondary">
            This is the test bank connection: no real bank is contacted. Pick an institution to continue.
          </Typography.Paragraph>
          {institutions.isLoading && <Spin />}
          <Row gutter={[12, 12]}>
            {(institutions.data ?? []).map((entry) => (
              <Col xs={12} sm={8} key={entry.id}>
                <Card
                  hoverable
                  size="small"
                  role="button"
                  tabIndex={0}
                  aria-label={entry.name}
                  onClick={() => choose(entry)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') choose(entry);
                  }}
                  styles={{ body: { textAlign: 'center', padding: '18px 8px' } }}
                >
                  <BankOutlined style={{ fontSize: 26, color: '#1f4e8c' }} />
                  <Typography.Text strong style={{ display: 'block', marginTop: 8 }}>
                    {entry.name}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
      {institution && (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            Tick the accounts to link and set their balances.
          </Typography.Text>
          <div>
            <label htmlFor="sandbox-owner-name" style={{ fontSize: 12 }}>
              Account owner's name (as the bank holds it)
            </label>
            <Input
              id="sandbox-owner-name"
              value={ownerName ?? ownName}
              onChange={(event) => setOwnerName(event.target.value)}
            />
          </div>
          {drafts.map((draft, index) => (
            <Card
              key={draft.subType}
              size="small"
              data-testid={`sandbox-account-${draft.subType}`}
              style={{ borderColor: draft.picked ? '#1f4e8c' : undefined }}
            >
              <Flex align="center" gap={12} wrap>
                <Checkbox
                  checked={draft.picked}
                  onChange={(event) => update(index, { picked: event.target.checked })}
                  aria-label={`Link ${draft.subType} account`}
                />
                <div style={{ flex: '1 1 200px' }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {draft.subType === 'checking' ? 'Checking' : 'Savings'} account name
                  </Typography.Text>
                  <Input
                    aria-label={`${draft.subType} account name`}
                    value={draft.name}
                    disabled={!draft.picked}
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                </div>
                <div style={{ width: 170 }}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Balance
                  </Typography.Text>
                  <InputNumber
                    aria-label={`${draft.subType} balance`}
                    style={{ width: '100%' }}
                    prefix="$"
                    min={0}
                    max={100_000_000}
                    precision={2}
                    value={draft.balance}
                    disabled={!draft.picked}
                    formatter={(value) => `${value ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
                    parser={(value) => Number((value ?? '').replace(/[^\d.]/g, '')) as unknown as 0}
                    onChange={(value) => update(index, { balance: Number(value ?? 0) })}
                  />
                </div>
                {draft.picked && <CheckCircleFilled style={{ color: '#1f4e8c', fontSize: 18 }} />}
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
