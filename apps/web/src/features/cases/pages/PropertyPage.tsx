import { formatAddress } from '@bidright/domain';
import { Breadcrumb, Button, Flex, Result, Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { ApiError } from '../../../lib/api-error';
import { useCase } from '../api/cases';
import { useProperty } from '../api/properties';
import { lotName } from '../components/LotDetailsCard';
import { PropertyEditor } from '../components/PropertyEditor';
import { LotStatusTag } from '../public/StatusTags';

/** Property view: address, attributes and photos (spec part 2 §2). */
export function PropertyPage() {
  const { caseId = '', lotId = '', propertyId = '' } = useParams();
  const kase = useCase(caseId);
  const property = useProperty(propertyId);

  if (kase.isLoading || property.isLoading) {
    return (
      <Flex vertical gap={16}>
        <Skeleton.Input active size="small" style={{ width: 360 }} />
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Flex>
    );
  }
  if (!kase.data || !property.data) {
    const error = kase.error ?? property.error;
    return (
      <Result
        status={error instanceof ApiError && error.status === 404 ? '404' : 'error'}
        title="The property could not be loaded"
        subTitle={error instanceof ApiError ? error.message : undefined}
        extra={
          <Link to={`/cases/${caseId}`}>
            <Button type="primary">Back to the case</Button>
          </Link>
        }
      />
    );
  }
  const lotIndex = kase.data.lots.findIndex((l) => l.id === lotId);
  const lot = kase.data.lots[lotIndex];
  const p = property.data;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to="/auctions">Auctions</Link> },
          { title: <Link to="/cases">Cases</Link> },
          { title: <Link to={`/cases/${caseId}`}>{kase.data.caseNumber}</Link> },
          {
            title: lot ? <Link to={`/cases/${caseId}/lots/${lotId}`}>{lotName(lot, lotIndex)}</Link> : 'Lot',
          },
          { title: p.streetLine1 },
        ]}
      />
      <div>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {p.streetLine1}
          </Typography.Title>
          {p.isPrimary && <Tag color="blue">Primary</Tag>}
          {lot && <LotStatusTag status={lot.lotStatus} isPostponed={lot.isPostponed} />}
        </Flex>
        <Typography.Text type="secondary">
          {formatAddress(p)} · Case {kase.data.caseNumber}
        </Typography.Text>
      </div>
      <PropertyEditor property={p} canEdit={kase.data.canEdit} />
    </Flex>
  );
}
