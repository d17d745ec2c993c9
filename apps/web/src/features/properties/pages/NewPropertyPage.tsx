import { HomeOutlined } from '@ant-design/icons';
import { LOT_MESSAGES, LOT_STATUS_LABELS } from '@bidright/domain';
import { Alert, Breadcrumb, Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PropertyAddressFields } from '../../../components/forms/PropertyAddressFields';
import { Card } from '../../../components/light-antd/Card';
import { Typography } from '../../../components/light-antd/Typography';
import { toastSuccess } from '../../../lib/notifier';
import { useChosenCase } from '../../cases/api/cases';
import { CasePicker } from '../../cases/public/CasePicker';
import { type TPropertyInput, useCreateProperty } from '../api/properties';

/** Navigation state may preselect the case and lot (e.g. from a lot's Create New Property). */
type TPreselect = { caseId?: string; lotId?: string } | null;

/** Create a property (spec part 2 §2, §5): choose a case and one of its lots, then the US address. */
export function NewPropertyPage() {
  const navigate = useNavigate();
  const preselect = useLocation().state as TPreselect;
  const [form] = Form.useForm<TPropertyInput>();
  const [caseId, setCaseId] = useState<string | undefined>(preselect?.caseId);
  const [lotId, setLotId] = useState<string | undefined>(preselect?.lotId);
  const kase = useChosenCase(caseId);
  const create = useCreateProperty();

  // The case's county is the usual answer; offer it without overwriting what was typed.
  useEffect(() => {
    if (kase.data && !form.getFieldValue('county')) form.setFieldValue('county', kase.data.county);
  }, [kase.data, form]);

  const lots = kase.data?.lots ?? [];
  const chosenLot = lots.find((lot) => lot.id === lotId);

  const submit = (values: TPropertyInput) => {
    if (!lotId) return;
    create.mutate(
      { lotId, body: values },
      {
        onSuccess: (property) => {
          toastSuccess('Property created');
          navigate(`/cases/${property.caseId}/lots/${property.lotId}/properties/${property.id}`);
        },
        onError: (error) => {
          const fieldErrors = (error as { errors?: Record<string, string> }).errors;
          if (fieldErrors) {
            form.setFields(
              Object.entries(fieldErrors).map(([name, message]) => ({
                name: name as keyof TPropertyInput,
                errors: [message],
              })),
            );
          }
        },
      },
    );
  };

  return (
    <Flex vertical gap={20}>
      <Breadcrumb items={[{ title: <Link to="/properties">Properties</Link> }, { title: 'Details' }]} />
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Create Property
        </Typography.Title>
        <Typography.Text type="secondary">
          Choose the case and lot the property belongs to, then its address.
        </Typography.Text>
      </div>

      <Card title="1. Case and lot">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form layout="vertical" component="div">
              <Form.Item label="Case" htmlFor="new-property-case" style={{ marginBottom: 0 }}>
                <CasePicker
                  id="new-property-case"
                  value={caseId}
                  onChange={(value) => {
                    setCaseId(value);
                    setLotId(undefined);
                    form.setFieldValue('county', undefined);
                  }}
                />
              </Form.Item>
            </Form>
          </Col>
          <Col xs={24} md={12}>
            <Form layout="vertical" component="div">
              <Form.Item label="Lot" htmlFor="new-property-lot" style={{ marginBottom: 0 }}>
                <Select
                  id="new-property-lot"
                  placeholder={
                    caseId ? (lots.length ? 'Choose a lot' : 'This case has no lots') : 'Choose a case first'
                  }
                  disabled={!caseId || lots.length === 0}
                  loading={kase.isFetching}
                  value={lotId}
                  onChange={setLotId}
                  options={lots.map((lot) => ({
                    value: lot.id,
                    label: `Lot ${lot.lotNumber ?? `ID ${lot.id}`} · ${LOT_STATUS_LABELS[lot.lotStatus]} · ${lot.propertyCount} propert${lot.propertyCount === 1 ? 'y' : 'ies'}`,
                  }))}
                />
              </Form.Item>
            </Form>
          </Col>
        </Row>
        {kase.data && !kase.data.canEdit && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            title="This case can no longer be edited, so new properties cannot be added to its lots."
          />
        )}
      </Card>

      <Card
        title={
          <Flex align="center" gap={8}>
            <HomeOutlined /> 2. Address
          </Flex>
        }
        extra={
          chosenLot && (
            <Typography.Text type="secondary">
              Lot {chosenLot.lotNumber ?? `ID ${chosenLot.id}`}
            </Typography.Text>
          )
        }
      >
        {!lotId && <Alert type="info" showIcon style={{ marginBottom: 20 }} title={LOT_MESSAGES.selectLot} />}
        <Form<TPropertyInput>
          form={form}
          // Our sales are Illinois judicial sales: IL is chosen, and any other state can be picked.
          initialValues={{ stateCode: 'IL' }}
          layout="vertical"
          disabled={!lotId}
          onFinish={submit}
          requiredMark="optional"
        >
          <PropertyAddressFields
            variant="create"
            street={<Input placeholder="123 Main St" maxLength={200} autoComplete="address-line1" />}
          />
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Typography.Text type="secondary">Country: United States</Typography.Text>
            <Flex gap={8}>
              <Button onClick={() => navigate('/properties')} disabled={false}>
                Cancel
              </Button>
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                Save Property
              </Button>
            </Flex>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
