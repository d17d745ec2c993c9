import {
  ADDRESS_MESSAGES,
  COMPANY_DESCRIPTION_MAX,
  COMPANY_MESSAGES,
  isCompanyEditable,
  ACCOUNT_MESSAGES as M,
  type TCompany,
  type TCompanyBody,
  US_STATES,
  ZIP_CODE_PATTERN,
} from '@bidright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Row, Select, Skeleton, Space, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { showSaveError } from '../../../components/forms/form-errors';
import { Card } from '../../../components/light-antd/Card';
import { toastSuccess } from '../../../lib/notifier';
import { formatPhone } from '../../../lib/phone-format';
import { primaryRole, useSession } from '../../../lib/session';
import { RunnerUpOfferHoursCard } from '../../defaults/public/RunnerUpOfferHoursCard';
import { companyKeys, type TCompanyRef, updateCompany, useCompany, useTimeZones } from '../api/company';
import { CompanyImageCard } from '../components/CompanyImageCard';
import { FeaturedLotsCard } from '../components/FeaturedLotsCard';
import { WireInstructionsCard } from '../components/WireInstructionsCard';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
const FIELDS = [
  'name',
  'phoneNumber',
  'isPublic',
  'streetLine1',
  'streetLine2',
  'city',
  'stateCode',
  'zipCode',
  'timeZone',
  'supportEmail',
  'website',
  'description',
] as const;
const STATUS_COLORS: Record<TCompany['status'], string> = {
  Active: 'green',
  Pending: 'gold',
  Inactive: 'default',
  Declined: 'red',
};

/**
 * The company profile (spec part 3 §2–§6): the company form, logo, background image, wire instructions,
 * featured lots, and for the host's own staff the runner-up offer window (ADR 0075).
 * `companyRef` is 'own' for the staff settings page or a company id for the admin's company page. Fields and
 * uploads are disabled while the company is Pending or Declined, and for employees (read-only; they can still
 * download the wire instructions).
 */
export function CompanyProfileForm({ companyRef }: { companyRef: TCompanyRef }) {
  const company = useCompany(companyRef);
  const role = primaryRole(useSession());
  if (company.isError) return <Alert type="error" showIcon title="Failed to load the company details." />;
  if (!company.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = company.data;
  const isEmployee = role === 'Employee';
  const isLocked = !isCompanyEditable(data.status) && role !== 'Admin';
  const readOnly = isEmployee || isLocked;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="company-profile">
      {isLocked && (
        <Alert
          type="warning"
          showIcon
          title={`The company is ${data.status}.`}
          description="The company details and uploads can be changed once an administrator approves the company."
        />
      )}
      <CompanyInfoCard companyRef={companyRef} company={data} readOnly={readOnly} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <CompanyImageCard companyRef={companyRef} company={data} kind="logo" readOnly={readOnly} />
        </Col>
        <Col xs={24} lg={12}>
          <CompanyImageCard
            companyRef={companyRef}
            company={data}
            kind="backgroundimage"
            readOnly={readOnly}
          />
        </Col>
      </Row>
      <WireInstructionsCard companyRef={companyRef} company={data} readOnly={readOnly} />
      <FeaturedLotsCard companyRef={companyRef} company={data} />
      {companyRef === 'own' && <RunnerUpOfferHoursCard readOnly={readOnly} />}
    </Space>
  );
}

function initialValuesOf(company: TCompany) {
  return {
    name: company.name,
    phoneNumber: formatPhone(company.phoneNumber),
    isPublic: company.isPublic,
    streetLine1: company.streetLine1 ?? '',
    streetLine2: company.streetLine2 ?? '',
    city: company.city ?? '',
    stateCode: company.stateCode ?? undefined,
    zipCode: company.zipCode ?? '',
    timeZone: company.timeZone,
    supportEmail: company.supportEmail ?? '',
    website: company.website ?? '',
    description: company.description ?? '',
  };
}

function CompanyInfoCard({
  companyRef,
  company,
  readOnly,
}: {
  companyRef: TCompanyRef;
  company: TCompany;
  readOnly: boolean;
}) {
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const timeZones = useTimeZones();
  const [saving, setSaving] = useState(false);

  useEffect(() => form.setFieldsValue(initialValuesOf(company)), [company, form]);

  async function save(values: TCompanyBody) {
    setSaving(true);
    try {
      const saved = await updateCompany(companyRef, values);
      queryClient.setQueryData(companyKeys.company(companyRef), saved);
      toastSuccess(COMPANY_MESSAGES.saved);
    } catch (error) {
      showSaveError(error, form, FIELDS);
    } finally {
      setSaving(false);
    }
  }

  const required = [{ required: true, whitespace: true, message: M.fieldRequired }];
  return (
    <Card
      title="Company Information"
      extra={<Tag color={STATUS_COLORS[company.status]}>{company.status}</Tag>}
      data-testid="company-info-card"
    >
      <Form
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={initialValuesOf(company)}
        onFinish={(values) => void save(values as TCompanyBody)}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label="Company Name" rules={required}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="phoneNumber"
              label="Office Phone"
              rules={required}
              normalize={(value: string) => formatPhone(value)}
            >
              <Input maxLength={14} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item name="isPublic" label="Public" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="streetLine1" label="Address 1" rules={required}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="streetLine2" label="Address 2">
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="city" label="City" rules={required}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="stateCode" label="State" rules={[{ required: true, message: M.fieldRequired }]}>
              <Select showSearch optionFilterProp="label" options={STATE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="zipCode"
              label="Zip"
              rules={[...required, { pattern: ZIP_CODE_PATTERN, message: ADDRESS_MESSAGES.zipInvalid }]}
            >
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="timeZone"
              label="Time Zone"
              rules={[{ required: true, message: M.fieldRequired }]}
            >
              <Select
                loading={timeZones.isLoading}
                options={(timeZones.data ?? []).map((zone) => ({ value: zone.id, label: zone.displayName }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="supportEmail"
              label="Support Email"
              rules={[{ type: 'email', message: M.emailInvalid }]}
            >
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="website" label="Website">
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label="Description">
              <Input.TextArea maxLength={COMPANY_DESCRIPTION_MAX} showCount rows={3} />
            </Form.Item>
          </Col>
        </Row>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        )}
      </Form>
    </Card>
  );
}
