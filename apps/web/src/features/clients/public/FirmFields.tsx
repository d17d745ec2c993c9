import { ADDRESS_MESSAGES, ACCOUNT_MESSAGES as M, US_STATES, ZIP_CODE_PATTERN } from '@bidright/domain';
import { Col, Form, Input, Row, Select } from 'antd';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }));

/** A law firm's name (required) and its optional postal address: the host's Add Client and the firm's own edit. */
export function FirmFields() {
  return (
    <>
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: M.fieldRequired }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="streetLine1" label="Address 1">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="streetLine2" label="Address 2">
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item name="city" label="City">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="stateCode" label="State">
            <Select allowClear showSearch optionFilterProp="label" options={STATE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="zipCode"
            label="Zip"
            rules={[{ pattern: ZIP_CODE_PATTERN, message: ADDRESS_MESSAGES.zipInvalid }]}
          >
            <Input maxLength={10} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
