import type { TPropertyDetail } from '@bidright/domain';
import { Form, type FormInstance, Input } from 'antd';
import { PropertyAddressFields } from '../../../components/forms/PropertyAddressFields';
import { AddressAutocomplete } from '../../maps/public/AddressAutocomplete';
import type { TPropertyAddressInput } from '../api/properties';

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
      <PropertyAddressFields
        variant="edit"
        street={
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
        }
      />
      <Form.Item label="Country" style={{ marginBottom: 0 }}>
        <Input value="United States" disabled style={{ maxWidth: 200 }} />
      </Form.Item>
    </Form>
  );
}
