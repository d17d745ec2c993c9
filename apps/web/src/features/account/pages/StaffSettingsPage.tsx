import { ApiOutlined, BankOutlined, HistoryOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { primaryRole, useSession } from '../../../lib/session';
import { ApiCredentialsSection } from '../../companies/public/ApiCredentialsSection';
import { CompanyProfileForm } from '../../companies/public/CompanyProfileForm';
import { CompanyUsersSection } from '../../companies/public/CompanyUsersSection';
import { ActivityLogsSection } from '../../notifications/public/ActivityLogsSection';
import { NotificationPreferencesSection } from '../../notifications/public/NotificationPreferencesSection';
import { AccountShell, type TAccountNavItem } from '../components/AccountShell';
import { MyProfileSection } from '../components/MyProfileSection';

const SECTIONS: readonly (TAccountNavItem & { ownerOnly?: boolean })[] = [
  { slug: 'company-profile', label: 'Company Profile', icon: <BankOutlined /> },
  { slug: 'profile', label: 'My Profile', icon: <UserOutlined /> },
  { slug: 'users', label: 'Users', icon: <TeamOutlined />, ownerOnly: true },
  { slug: 'api-credentials', label: 'API Credentials', icon: <ApiOutlined />, ownerOnly: true },
  { slug: 'logs', label: 'Activity Logs', icon: <HistoryOutlined /> },
];

/**
 * /settings/{slug} for auctioneers and employees (spec part 3 §2); `profile` belongs to accounts, and also
 * holds the staff's own alert switches (the spec has no notification slug for staff).
 */
export function StaffSettingsPage({ slug }: { slug: string }) {
  const role = primaryRole(useSession());
  const isEmployee = role === 'Employee';
  const items = SECTIONS.filter((item) => !(isEmployee && item.ownerOnly));
  return (
    <AccountShell title="Settings" base="/settings" items={items} slug={slug}>
      {slug === 'profile' ? (
        <Flex vertical gap={20}>
          <MyProfileSection />
          <NotificationPreferencesSection userRole={isEmployee ? 'Employee' : 'Auctioneer'} />
        </Flex>
      ) : slug === 'users' && !isEmployee ? (
        <CompanyUsersSection />
      ) : slug === 'api-credentials' && !isEmployee ? (
        <ApiCredentialsSection />
      ) : slug === 'logs' ? (
        <ActivityLogsSection scope="company" />
      ) : (
        // company-profile, and any other slug (spec part 3 §2: unknown slugs show the company profile).
        <CompanyProfileForm companyRef="own" />
      )}
    </AccountShell>
  );
}
