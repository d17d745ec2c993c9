import { LockOutlined, ReloadOutlined, WalletOutlined } from '@ant-design/icons';
import { availableBalance, formatUsd, type TBankAccount, toCents, toDollars } from '@bidright/domain';
import { Button, Col, Flex, Row, Statistic } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { BalanceFigure } from './BalanceFigure';

/**
 * Overview of the bidder's funds: available = valid linked balances − locked (spec part 3 §4), shown with
 * the balance font scaling; the locked total and the linked accounts behind them.
 */
export function BalanceOverviewCard({
  accounts,
  lockedBalance,
  loading,
  refreshing,
  onRefresh,
}: {
  accounts: readonly TBankAccount[];
  lockedBalance: number;
  loading?: boolean;
  refreshing?: boolean;
  onRefresh: () => void;
}) {
  const lockedCents = toCents(lockedBalance);
  const availableCents = availableBalance({
    accounts: accounts.map((account) => ({
      balanceCents: toCents(account.balance),
      isValid: account.isValid,
    })),
    lockedCents,
  });
  const validCents = availableCents + lockedCents;
  const validCount = accounts.filter((account) => account.isValid).length;

  return (
    <Card
      title="Overview"
      loading={loading}
      data-testid="balance-overview"
      extra={
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh}>
          Refresh Balances
        </Button>
      }
    >
      <Row gutter={[24, 24]} align="middle">
        <Col xs={24} md={10}>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">
              <WalletOutlined /> Available balance
            </Typography.Text>
            <BalanceFigure dollars={toDollars(availableCents)} testId="available-balance" />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Valid linked balances minus locked funds
            </Typography.Text>
          </Flex>
        </Col>
        <Col xs={12} md={5}>
          <Statistic
            title={
              <>
                <LockOutlined /> Locked funds
              </>
            }
            value={formatUsd(lockedCents, { decimals: 2 })}
            styles={{ content: { fontSize: 20 } }}
          />
        </Col>
        <Col xs={12} md={5}>
          <Statistic
            title="Linked balances"
            value={formatUsd(validCents, { decimals: 2 })}
            styles={{ content: { fontSize: 20 } }}
          />
        </Col>
        <Col xs={12} md={4}>
          <Statistic
            title="Valid accounts"
            value={validCount}
            suffix={`/ ${accounts.length}`}
            styles={{ content: { fontSize: 20 } }}
          />
        </Col>
      </Row>
    </Card>
  );
}
