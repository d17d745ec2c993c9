import { EditOutlined } from '@ant-design/icons';
import { CASE_MESSAGES, type TCaseDetail } from '@bidright/domain';
import { Button, Col, Descriptions, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { Card } from '../../../components/light-antd/Card';
import { dollarInput, formatDateTime, formatDollars } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notifier';
import { useClientsLookup, useUpdateCase } from '../api/cases';
import { CaseStatusTag } from '../public/StatusTags';
import { AttorneySelect } from './AttorneySelect';
import { applyFieldErrors } from './form-errors';

type TValues = {
  clientId: string;
  attorneyId?: string | null;
  caseNumber: string;
  county: string;
  fileNumber: string;
  judgmentAmount?: number | null;
};

/** Case info: read-only details, or the case form while the case can be edited (canEdit). */
export function CaseInfoCard({ kase }: { kase: TCaseDetail }) {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<TValues>();
  const clients = useClientsLookup(editing);
  const update = useUpdateCase(kase.id);
  const clientId = Form.useWatch('clientId', form);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await update.mutateAsync({
        clientId: Number(values.clientId),
        caseNumber: values.caseNumber.trim(),
        county: values.county.trim(),
        fileNumber: values.fileNumber.trim(),
        attorneyId: values.attorneyId ? Number(values.attorneyId) : undefined,
        judgmentAmount: values.judgmentAmount ?? null,
      });
      toastSuccess('Successfully updated the case!');
      setEditing(false);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Card
      title="Case Information"
      extra={
        kase.canEdit && !editing ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      {editing ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            clientId: kase.clientId,
            attorneyId: kase.attorneyId ?? undefined,
            caseNumber: kase.caseNumber,
            county: kase.county,
            fileNumber: kase.fileNumber ?? '',
            judgmentAmount: kase.judgmentAmount ?? null,
          }}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="clientId"
                label="Client"
                rules={[{ required: true, message: CASE_MESSAGES.clientRequired }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={clients.isLoading}
                  options={
                    clients.data?.map((c) => ({ value: c.id, label: c.name })) ?? [
                      { value: kase.clientId, label: kase.caseFirmName },
                    ]
                  }
                  onChange={() => form.setFieldValue('attorneyId', undefined)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="attorneyId" label="Attorney">
                <AttorneySelect clientId={clientId ?? kase.clientId} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="fileNumber"
                label="File Number"
                rules={[{ required: true, whitespace: true, message: CASE_MESSAGES.fileNumberRequired }]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="caseNumber"
                label="Case Number"
                rules={[{ required: true, whitespace: true, message: CASE_MESSAGES.caseNumberRequired }]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="county"
                label="County"
                rules={[{ required: true, whitespace: true, message: CASE_MESSAGES.countyRequired }]}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              {/* What the plaintiff's credit bid is checked against (ADR 0074). */}
              <Form.Item name="judgmentAmount" label="Judgment Amount">
                <InputNumber<number>
                  min={0.01}
                  precision={2}
                  style={{ width: '100%' }}
                  {...dollarInput}
                  aria-label="Judgment Amount"
                />
              </Form.Item>
            </Col>
          </Row>
          <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button
              onClick={() => {
                form.resetFields();
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button type="primary" loading={update.isPending} onClick={save}>
              Save
            </Button>
          </Space>
        </Form>
      ) : (
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" colon={false} layout="vertical">
          <Descriptions.Item label="Client">{kase.caseFirmName}</Descriptions.Item>
          <Descriptions.Item label="Attorney">{kase.attorneyName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <CaseStatusTag status={kase.caseStatus} />
          </Descriptions.Item>
          <Descriptions.Item label="Case Number">{kase.caseNumber}</Descriptions.Item>
          <Descriptions.Item label="County">{kase.county}</Descriptions.Item>
          <Descriptions.Item label="File Number">{kase.fileNumber ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Judgment Amount">{formatDollars(kase.judgmentAmount)}</Descriptions.Item>
          <Descriptions.Item label="Country">{kase.country}</Descriptions.Item>
          <Descriptions.Item label="Created">{formatDateTime(kase.createdDate)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
