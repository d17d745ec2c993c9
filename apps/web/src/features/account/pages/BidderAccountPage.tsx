import {
  BellOutlined,
  DollarOutlined,
  IdcardOutlined,
  SolutionOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Col, Flex, Row, Skeleton } from 'antd';
import { NotificationPreferencesSection } from '../../notifications/public/NotificationPreferencesSection';
import { WinningsSection } from '../../winnings/public/WinningsSection';
import { accountKeys, useBidderAccount } from '../api/bidder-account';
import { AccountClosureCard } from '../components/AccountClosureCard';
import { AccountShell, type TAccountNavItem } from '../components/AccountShell';
import { BalancePanel } from '../components/BalancePanel';
import { BidderProfileCard } from '../components/BidderProfileCard';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { IdentityVerificationCard } from '../components/IdentityVerificationCard';
import { PhonesCard } from '../components/PhonesCard';
import { PurchaseProfilesCard } from '../components/PurchaseProfilesCard';
import { TwoStepCard } from '../components/TwoStepCard';

const SECTIONS: readonly TAccountNavItem[] = [
  { slug: 'personal', label: 'Personal', icon: <IdcardOutlined /> },
  { slug: 'notification', label: 'Notifications', icon: <BellOutlined /> },
  { slug: 'purchase', label: 'Purchase Profiles', icon: <SolutionOutlined /> },
  { slug: 'balance', label: 'Balance', icon: <DollarOutlined /> },
  { slug: 'winning', label: 'Winnings', icon: <TrophyOutlined /> },
];

function PersonalSection() {
  const account = useBidderAccount();
  const queryClient = useQueryClient();
  if (account.isError)
    return <Alert type="error" showIcon title="Something went wrong. Please refresh the page." />;
  if (!account.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <Flex vertical gap={20}>
      <BidderProfileCard account={account.data} />
      <IdentityVerificationCard account={account.data} />
      <PhonesCard />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={12}>
          <ChangePasswordCard />
        </Col>
        <Col xs={24} lg={12}>
          <TwoStepCard
            owner="bidder"
            configured={account.data.configuredAuthenticatorApp}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: accountKeys.bidder() })}
          />
        </Col>
      </Row>
      <AccountClosureCard />
    </Flex>
  );
}

function Section({ slug }: { slug: string }) {
  switch (slug) {
    case 'purchase':
      return <PurchaseProfilesCard />;
    case 'balance':
      return <BalancePanel />;
    case 'notification':
      return <NotificationPreferencesSection userRole="Bidder" />;
    case 'winning':
      return <WinningsSection />;
    default:
      return <PersonalSection />;
  }
}

/** /account/{slug} for bidders: personal, notification, purchase, balance, winning (spec part 3 §2). */
export function BidderAccountPage({ slug }: { slug: string }) {
  return (
    <AccountShell title="My Account" base="/account" items={SECTIONS} slug={slug}>
      <Section slug={slug} />
    </AccountShell>
  );
}
