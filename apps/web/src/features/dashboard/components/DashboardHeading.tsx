import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { useSession } from '../../../lib/session';
import { useCurrentUser } from '../../account/api/current-user';

/** The stable 'Dashboard' heading and greeting every role's dashboard starts with. */
export function DashboardHeading({ extra }: { extra?: ReactNode }) {
  const session = useSession();
  const { data: me } = useCurrentUser();
  const firstName = session.firstName || session.fullName || session.userName || '';
  const account = me ? [me.companyName, me.email].filter(Boolean).join(' · ') : '';
  return (
    <Flex justify="space-between" align="end" wrap gap={16} style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Dashboard
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 16 }} data-testid="dashboard-welcome">
          Welcome, {firstName}
        </Typography.Text>
        {account && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="dashboard-account">
            {account}
          </Typography.Paragraph>
        )}
      </div>
      {extra}
    </Flex>
  );
}
