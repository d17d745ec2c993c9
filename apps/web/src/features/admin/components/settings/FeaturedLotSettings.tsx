import { StarOutlined } from '@ant-design/icons';
import { ADMIN_LOOKUP_DEBOUNCE_MS, type TAdminFeaturedLot } from '@bidright/domain';
import { Button, Flex, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { Card } from '../../../../components/light-antd/Card';
import { Typography } from '../../../../components/light-antd/Typography';
import { PlainList } from '../../../../components/PlainList';
import { toastSuccess } from '../../../../lib/notifier';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useFeedback } from '../../../../lib/use-feedback';
import { useAdminFeaturedLots, useAdminLotSearch, useFeatureLot, useRemoveFeatured } from '../../api/admin';

/** /admin/settings/featured-lots: lots an admin features cannot be un-featured by their host. */
export function FeaturedLotSettings() {
  const { modal } = useFeedback();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), ADMIN_LOOKUP_DEBOUNCE_MS);
  const featured = useAdminFeaturedLots();
  const found = useAdminLotSearch(search);
  const feature = useFeatureLot();
  const removeFeatured = useRemoveFeatured();
  const address = (row: { address: string | null; caseNumber: string }) =>
    row.address ?? `Case ${row.caseNumber}`;
  return (
    <Flex vertical gap={16}>
      <Card title="Featured Lots">
        <Table<TAdminFeaturedLot>
          rowKey="featuredId"
          loading={featured.isLoading}
          dataSource={featured.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No featured lots.' }}
          columns={[
            { title: 'Property', key: 'address', render: (_: unknown, row) => address(row) },
            { title: 'Company', dataIndex: 'companyName' },
            { title: 'Case', dataIndex: 'caseNumber' },
            {
              title: 'Featured By',
              dataIndex: 'isAdmin',
              render: (isAdmin: boolean) => (isAdmin ? <Tag color="gold">Admin</Tag> : <Tag>Company</Tag>),
            },
            {
              title: '',
              key: 'remove',
              render: (_: unknown, row) => (
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: 'Are you sure to remove the featured lot?',
                      okButtonProps: { danger: true },
                      onOk: async () =>
                        toastSuccess((await removeFeatured.mutateAsync(row.featuredId)).message),
                    })
                  }
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Feature a Lot">
        <Input.Search
          allowClear
          placeholder="Search listed lots by case number, address or company (3+ characters)"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 480, marginBottom: 12 }}
        />
        <PlainList
          isLoading={found.isFetching}
          items={search.length >= 3 ? (found.data ?? []) : []}
          keyOf={(row) => row.lotId}
          emptyText={search.length >= 3 ? 'No listed lots match.' : 'Type at least 3 characters.'}
          renderItem={(row) => (
            <Flex justify="space-between" align="center" gap={16}>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{address(row)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{`${row.companyName} · Case ${row.caseNumber}`}</Typography.Text>
                </div>
              </div>
              <Flex flex="none">
                {row.featuredId ? (
                  <Tag color="gold">Featured</Tag>
                ) : (
                  <Button
                    size="small"
                    icon={<StarOutlined />}
                    onClick={async () => toastSuccess((await feature.mutateAsync(row.lotId)).message)}
                  >
                    Feature
                  </Button>
                )}
              </Flex>
            </Flex>
          )}
        />
      </Card>
    </Flex>
  );
}
