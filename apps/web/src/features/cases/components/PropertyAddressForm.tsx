import type { TPropertyDetail } from '@bidright/domain';
import { ADDRESS_MESSAGES, STATE_CODE_PATTERN, ZIP_CODE_PATTERN } from '@bidright/domain';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import { AddressAutocomplete } from '../../maps/public/AddressAutocomplete';
import type { TPropertyAddressInput } from '../api/properties';

const required = (label: string) => [
  { required: true, whitespace: true, message: ADDRESS_MESSAGES.required(label) },
];

export function addressValues(property?: TPropertyDetail): Partial<TPropertyAddressInput> {
  if (!property) return {};
  return {
    streetLine1: property.streetLine1,
    streetLine2: property.streetLine2 ?? undefined,
    city: property.city,
    county: property.county,
    stateCode: property.stateCode,
    zipCode: property.zipCode,
    latitude: property.latitude ?? undefined,
    longitude: property.longitude ?? undefined,
  };
}

const LOCATION_FIELDS = ['streetLine1', 'city', 'stateCode', 'zipCode'];

/** US address fields (country is always US). Street line 1 slashes are saved as dashes. */
export function PropertyAddressForm({
  form,
  initial,
  disabled,
}: {
  form: FormInstance<TPropertyAddressInput>;
  initial?: Partial<TPropertyAddressInput>;
  disabled?: boolean;
}) {
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      disabled={disabled}
      // Typing a new location by hand makes the stored coordinates stale: drop them (the map then falls back to
      // the address). Picking a suggestion sets line 1 first and the coordinates right after, so they survive.
      onValuesChange={(changed: Partial<TPropertyAddressInput>) => {
        if (LOCATION_FIELDS.some((field) => field in changed))
          form.setFieldsValue({ latitude: undefined, longitude: undefined });
      }}
    >
      <Form.Item name="latitude" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="longitude" hidden>
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item
            name="streetLine1"
            label="Street Address"
            rules={required('Street Address')}
            extra="Slashes are saved as dashes (e.g. 12/14 Main St → 12-14 Main St)."
          >
            <AddressAutocomplete
              fill={{
                streetLine2: 'streetLine2',
                city: 'city',
                county: 'county',
                stateCode: 'stateCode',
                zipCode: 'zipCode',
                latitude: 'latitude',
                longitude: 'longitude',
              }}
              maxLength={200}
              placeholder="123 Main St"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="streetLine2" label="Street Address 2">
            <Input maxLength={200} placeholder="Unit, suite (optional)" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label="City" rules={required('City')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="county" label="County" rules={required('County')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name="stateCode"
            label="State"
            rules={[
              ...required('State'),
              { pattern: STATE_CODE_PATTERN, message: ADDRESS_MESSAGES.stateInvalid },
            ]}
            normalize={(value: string) => value?.toUpperCase()}
          >
            <Input maxLength={2} placeholder="IL" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="zipCode"
            label="Zip Code"
            rules={[
              ...required('Zip Code'),
              { pattern: ZIP_CODE_PATTERN, message: ADDRESS_MESSAGES.zipInvalid },
            ]}
          >
            <Input maxLength={10} placeholder="60601" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Country" style={{ marginBottom: 0 }}>
        <Input value="United States" disabled style={{ maxWidth: 200 }} />
      </Form.Item>
    </Form>
  );
}
