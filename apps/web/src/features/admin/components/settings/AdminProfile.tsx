import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Card } from '../../../../components/light-antd/Card';
import { Typography } from '../../../../components/light-antd/Typography';
import { PlainList } from '../../../../components/PlainList';
import { useSession } from '../../../../lib/session';
import { useSystemUsers } from '../../api/admin';
import { AdminFormModal } from '../AdminFormModal';

/** The admin's own profile, without a password change. */
export function AdminProfile() {
  const session = useSession();
  const { data } = useSystemUsers('admins', {
    search: session.userName,
    pagination: { current: 1, pageSize: 10 },
  });
  const me = data?.data.find((row) => row.userName === session.userName) ?? null;
  const [editing, setEditing] = useState(false);
  if (!me) return <Card title="My Profile" loading />;
  return (
    <Card title="My Profile" extra={<Button onClick={() => setEditing(true)}>Edit</Button>}>
      <PlainList<[string, string]>
        items={[
          ['Name', `${me.firstName} ${me.lastName}`],
          ['Username', me.userName],
          ['Email', me.email],
          ['Phone', me.phoneNumber ?? '—'],
        ]}
        keyOf={([label]) => label}
        emptyText={null}
        renderItem={([label, value]) => (
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <Typography.Text>{value}</Typography.Text>
          </Flex>
        )}
      />
      <AdminFormModal open={editing} admin={me} onClose={() => setEditing(false)} />
    </Card>
  );
}
