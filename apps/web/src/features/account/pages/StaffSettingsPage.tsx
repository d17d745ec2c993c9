import { ApiOutlined, BankOutlined, HistoryOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Col, Flex, Row } from 'antd';
import { primaryRole, useSession } from '../../../lib/session';
import { AccountShell, type TAccountNavItem } from '../components/AccountShell';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { PlaceholderCard } from '../components/PlaceholderCard';
import { ProfileTwoStepCard } from '../components/ProfileTwoStepCard';
import { UserProfileCard } from '../components/UserProfileCard';

const SECTIONS: readonly (TAccountNavItem & { ownerOnly?: boolean })[] = [
  { slug: 'company-profile', label: 'Company Profile', icon: <BankOutlined /> },
  { slug: 'profile', label: 'My Profile', icon: <UserOutlined /> },
  { slug: 'users', label: 'Users', icon: <TeamOutlined />, ownerOnly: true },
  { slug: 'api-credentials', label: 'API Credentials', icon: <ApiOutlined />, ownerOnly: true },
  { slug: 'logs', label: 'Activity Logs', icon: <HistoryOutlined /> },
];

/** /settings/{slug} for auctioneers and employees (spec part 3 §2); `profile` belongs to accounts. */
export function StaffSettingsPage({ slug }: { slug: string }) {
  const isEmployee = primaryRole(useSession()) === 'Employee';
  const items = SECTIONS.filter((item) => !(isEmployee && item.ownerOnly));
  const current = items.find((item) => item.slug === slug);
  return (
    <AccountShell title="Settings" base="/settings" items={items} slug={slug}>
      {slug === 'profile' ? (
        <Flex vertical gap={20}>
          <UserProfileCard />
          <Row gutter={[20, 20]}>
            <Col xs={24} lg={12}>
              <ChangePasswordCard />
            </Col>
            <Col xs={24} lg={12}>
              <ProfileTwoStepCard />
            </Col>
          </Row>
        </Flex>
      ) : (
        <PlaceholderCard
          icon={current?.icon}
          title="This section arrives with company administration"
          text={`${current?.label ?? 'This section'} will appear here in an upcoming release, together with the company profile, users, API credentials and activity logs.`}
        />
      )}
    </AccountShell>
  );
}
