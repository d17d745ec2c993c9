import { US_STATES } from '@bidright/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { addressLine2Rule, addressRequired, zipRule } from '../../../components/forms/form-rules';
import { AddressAutocomplete, type TAddressFill } from '../../maps/public/AddressAutocomplete';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

/** What a picked address suggestion fills: the registration bodies have no county or coordinates. */
const FILL: TAddressFill = {
  streetLine2: 'streetLine2',
  city: 'city',
  stateCode: 'state',
  zipCode: 'zipCode',
};

/**
 * Street, line 2, city, state and zip, named as the registration bodies name them. Typing street line 1
 * offers US address suggestions; picking one fills the rest.
 */
export function AddressFields({ streetLabel = 'Address' }: { streetLabel?: string }) {
  return (
    <>
      <Form.Item label={streetLabel} name="streetLine1" rules={[addressRequired('address')]}>
        <AddressAutocomplete fill={FILL} placeholder="123 Main St" />
      </Form.Item>
      <Form.Item label="Address line 2 (optional)" name="streetLine2" rules={[addressLine2Rule]}>
        <Input autoComplete="address-line2" placeholder="Apt 4B" />
      </Form.Item>
      <Form.Item label="City" name="city" rules={[addressRequired('city')]}>
        <Input autoComplete="address-level2" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={14}>
          <Form.Item label="State" name="state" rules={[addressRequired('state')]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={STATE_OPTIONS}
              placeholder="Select"
              aria-label="State"
            />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item label="Zip" name="zipCode" rules={[addressRequired('zip'), zipRule]}>
            <Input autoComplete="postal-code" inputMode="numeric" maxLength={10} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
