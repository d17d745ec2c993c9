import { Flex, Menu } from 'antd';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { useScreens } from '../../../lib/use-screens';
import { ActivityLogsSection } from '../../notifications/public/ActivityLogsSection';
import { AdminProfile } from '../components/settings/AdminProfile';
import { FaqSettings } from '../components/settings/FaqSettings';
import { FeaturedLotSettings } from '../components/settings/FeaturedLotSettings';
import { ResourceSettings } from '../components/settings/ResourceSettings';
import { SystemSettings } from '../components/settings/SystemSettings';

const SLUGS = [
  ['system', 'System Settings'],
  ['profile', 'My Profile'],
  ['logs', 'Activity Logs'],
  ['faqs', 'FAQs'],
  ['resources', 'Resources'],
  ['featured-lots', 'Featured Lots'],
] as const;

/**
 * /admin/settings/{slug}: unknown slugs go to system (spec part 3 §2). The spec's old client rendered the
 * default for `logs`; the menu labels it Activity Logs, so it shows the platform's activity log (issue 31).
 */
export function AdminSettingsPage({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const isWide = useScreens().md;
  const shown = SLUGS.some(([key]) => key === slug) ? slug : 'system';
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Settings
      </Typography.Title>
      <Flex gap={16} wrap align="flex-start">
        <Card styles={{ body: { padding: 4 } }} style={{ flex: isWide ? '0 0 220px' : '1 1 100%' }}>
          <Menu
            mode="inline"
            selectedKeys={[slug]}
            style={{ borderInlineEnd: 'none' }}
            onClick={(item) => navigate(`/admin/settings/${item.key}`)}
            items={SLUGS.map(([key, label]) => ({ key, label }))}
          />
        </Card>
        <div style={{ flex: '1 1 480px', minWidth: 0 }}>
          {shown === 'system' && <SystemSettings />}
          {shown === 'profile' && <AdminProfile />}
          {shown === 'logs' && <ActivityLogsSection scope="platform" />}
          {shown === 'faqs' && <FaqSettings />}
          {shown === 'resources' && <ResourceSettings />}
          {shown === 'featured-lots' && <FeaturedLotSettings />}
        </div>
      </Flex>
    </Flex>
  );
}
