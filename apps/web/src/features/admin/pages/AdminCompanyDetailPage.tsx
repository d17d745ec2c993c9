import { Alert, Breadcrumb, Descriptions, Empty, Flex, Skeleton, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { CompanyProfileForm } from '../../companies/public/CompanyProfileForm';
import { useCompany } from '../api/admin';
import { CompanyActions } from '../components/CompanyActions';
import { CompanyStatusTag } from '../components/CompanyStatusTag';

/**
 * /admin/companies/{companyId}: the company's header, status and the approve/decline/activate actions.
 * Below them, the host-company area's editable company profile form.
 */
export function AdminCompanyDetailPage() {
  const { companyId = '' } = useParams();
  const { data: company, isLoading } = useCompany(companyId);
  if (isLoading) return <Skeleton active />;
  if (!company) return <Empty description="Company is not found!" />;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to="/admin/companies">Companies</Link> }, { title: 'Details' }]} />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space align="center" size={12}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {company.name}
          </Typography.Title>
          <CompanyStatusTag status={company.status} />
        </Space>
        <CompanyActions company={company} />
      </Flex>
      {company.status === 'Pending' && (
        <Alert
          type="warning"
          showIcon
          title="This company is waiting for approval. Approving it e-mails its managers; declining it stops its users from signing in."
        />
      )}
      <Card title="Company Information">
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Phone">{company.phoneNumber ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Public">{company.isPublic ? 'Yes' : 'No'}</Descriptions.Item>
          <Descriptions.Item label="Address">
            {[company.address1, company.address2, company.city, company.state, company.zipCode]
              .filter(Boolean)
              .join(', ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Registered">
            {new Date(company.createdDate).toLocaleDateString('en-US')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {/* The host's own settings form: an admin edits any company's profile, logo and wire instructions. */}
      <CompanyProfileForm companyRef={companyId} />
    </Flex>
  );
}
