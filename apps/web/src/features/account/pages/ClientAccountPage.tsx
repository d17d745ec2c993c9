import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { AccountShell, type TAccountNavItem } from '../components/AccountShell';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { PlaceholderCard } from '../components/PlaceholderCard';
import { UserProfileCard } from '../components/UserProfileCard';

const SECTIONS: readonly TAccountNavItem[] = [
  { slug: 'client-profile', label: 'Client Profile', icon: <BankOutlined /> },
  { slug: 'profile', label: 'My Profile', icon: <UserOutlined /> },
];

/** /account/{slug} for law-firm clients: client-profile, profile (spec part 3 §2). */
export function ClientAccountPage({ slug }: { slug: string }) {
  // 'notification' is allowed in the URL but shows the default section.
  const section = slug === 'profile' ? 'profile' : 'client-profile';
  return (
    <AccountShell title="Settings" base="/account" items={SECTIONS} slug={section}>
      {section === 'profile' ? (
        <Flex vertical gap={20}>
          <UserProfileCard />
          <ChangePasswordCard />
        </Flex>
      ) : (
        <Flex vertical gap={20}>
          <PlaceholderCard
            icon={<BankOutlined style={{ color: '#1f4e8c' }} />}
            title="Firm details arrive with client administration"
            text="Your firm's details and attorney list will be managed here in an upcoming release."
          />
          <UserProfileCard />
        </Flex>
      )}
    </AccountShell>
  );
}
