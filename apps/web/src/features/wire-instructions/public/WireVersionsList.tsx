import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { Typography } from '../../../components/light-antd/Typography';
import { fetchWireVersions, type TWireCompanyRef, wireKeys } from '../api/wire-instructions';

/** Every version of the wire instructions, newest first: who, when, fingerprint (ADR 0070). */
export function WireVersionsList({ companyRef }: { companyRef: TWireCompanyRef }) {
  const { data, isLoading } = useQuery({
    queryKey: wireKeys.versions(companyRef),
    queryFn: () => fetchWireVersions(companyRef),
  });
  const versions = data?.versions ?? [];
  if (!isLoading && versions.length === 0) return null;
  return (
    <div data-testid="wire-versions">
      <Typography.Text strong>Version history</Typography.Text>
      <Table
        size="small"
        rowKey="id"
        loading={isLoading}
        pagination={false}
        dataSource={versions}
        columns={[
          { title: 'Version', dataIndex: 'version', width: 80 },
          {
            title: 'Fingerprint',
            dataIndex: 'fingerprint',
            render: (fingerprint: string, row) => (
              <>
                <Typography.Text code>{fingerprint}</Typography.Text>
                {row.isCurrent && <Tag color="blue">Current</Tag>}
              </>
            ),
          },
          { title: 'Uploaded by', dataIndex: 'createdBy' },
          {
            title: 'Date',
            dataIndex: 'createdDate',
            render: (date: string) => dayjs(date).format('MM/DD/YYYY h:mm A'),
          },
        ]}
      />
    </div>
  );
}
