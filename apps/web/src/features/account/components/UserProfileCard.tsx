import { Descriptions, Skeleton } from 'antd';
import { Card } from '../../../components/light-antd/Card';
import { useCurrentUser } from '../api/current-user';

/** The signed-in staff member's or client's own details (read-only: the server has no self-edit call yet). */
export function UserProfileCard() {
  const { data: me, isLoading } = useCurrentUser();
  return (
    <Card title="Profile" data-testid="user-profile-card">
      {isLoading || !me ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'name', label: 'Name', children: `${me.firstName} ${me.lastName}` },
            { key: 'userName', label: 'Username', children: me.userName },
            { key: 'email', label: 'E-mail', children: me.email },
            { key: 'role', label: 'Role', children: me.role },
            ...(me.companyName ? [{ key: 'company', label: 'Company', children: me.companyName }] : []),
          ]}
        />
      )}
    </Card>
  );
}
