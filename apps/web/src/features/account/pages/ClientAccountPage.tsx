import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { AccountShell, type TAccountNavItem } from '../components/AccountShell';
import { ClientAttorneysCard } from '../components/ClientAttorneysCard';
import { MyProfileSection } from '../components/MyProfileSection';
import { ClientFirmCard } from '../public/ClientFirmCard';

const SECTIONS: readonly TAccountNavItem[] = [
  { slug: 'client-profile', label: 'Client Profile', icon: <BankOutlined /> },
  { slug: 'profile', label: 'My Profile', icon: <UserOutlined /> },
];

/** /account/{slug} for law-firm clients: client-profile (firm details and attorneys), profile (spec part 3 §2). */
export function ClientAccountPage({ slug }: { slug: string }) {
  // 'notification' is allowed in the URL but shows the default section.
  const section = slug === 'profile' ? 'profile' : 'client-profile';
  return (
    <AccountShell title="Settings" base="/account" items={SECTIONS} slug={section}>
      {section === 'profile' ? (
        <MyProfileSection />
      ) : (
        <Flex vertical gap={20}>
          <ClientFirmCard />
          <ClientAttorneysCard />
        </Flex>
      )}
    </AccountShell>
  );
}
