import {
  ADDRESS_LINE2_PATTERN,
  ADDRESS_MESSAGES,
  STATE_CODE_PATTERN,
  US_STATES,
  ZIP_CODE_PATTERN,
} from '@bidright/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';

const required = (label: string) => [
  { required: true, whitespace: true, message: ADDRESS_MESSAGES.required(label) },
];

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: `${code} · ${name}` }));

/**
 * How the two property address forms still differ. `edit` is the property form of a case's lot: street line 1
 * searches US addresses and fills the rest, the state is typed as its code. `create` is the Create Property
 * page: plain fields with the browser's address autofill, the state picked from a list. They are kept apart
 * here so that the pages look as they did; making them one is a change of the screens, not of the code.
 */
const VARIANTS = {
  edit: {
    streetExtra: 'Slashes are saved as dashes (e.g. 12/14 Main St → 12-14 Main St).',
    line2Label: 'Street Address 2',
    countyMd: 6,
    zipMd: 6,
    autofill: false,
  },
  create: { streetExtra: undefined, line2Label: 'Street Line 2', countyMd: 8, zipMd: 4, autofill: true },
} as const;

/**
 * A property's US address fields (street, line 2, city, county, state, zip) in one row of columns, for a form
 * whose values are named as the property bodies name them. The country is always US; each form says so itself.
 */
export function PropertyAddressFields({
  variant,
  street,
}: {
  variant: keyof typeof VARIANTS;
  /** Street line 1's input: the US address search of the edit form (a feature's), or a plain field. */
  street: ReactNode;
}) {
  const { streetExtra, line2Label, countyMd, zipMd, autofill } = VARIANTS[variant];
  const isEdit = variant === 'edit';
  return (
    <Row gutter={16}>
      <Col xs={24} md={14}>
        <Form.Item
          name="streetLine1"
          label="Street Address"
          rules={required('Street Address')}
          extra={streetExtra}
        >
          {street}
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item
          name="streetLine2"
          label={line2Label}
          rules={
            isEdit
              ? undefined
              : [{ pattern: ADDRESS_LINE2_PATTERN, message: ADDRESS_MESSAGES.lettersAndNumbersOnly }]
          }
        >
          {isEdit ? (
            <Input maxLength={200} placeholder="Unit, suite (optional)" autoComplete="off" />
          ) : (
            <Input placeholder="Apt 4B" maxLength={200} autoComplete="address-line2" />
          )}
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="city" label="City" rules={required('City')}>
          <Input maxLength={100} autoComplete={autofill ? 'address-level2' : undefined} />
        </Form.Item>
      </Col>
      <Col xs={24} md={countyMd}>
        <Form.Item name="county" label="County" rules={required('County')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        {isEdit ? (
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
        ) : (
          <Form.Item
            name="stateCode"
            label="State"
            rules={[{ required: true, message: ADDRESS_MESSAGES.required('State') }]}
          >
            <Select
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.label ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase()),
              }}
              placeholder="Select a state"
              options={STATE_OPTIONS}
              labelRender={(option) => option.value}
              popupMatchSelectWidth={220}
            />
          </Form.Item>
        )}
      </Col>
      <Col xs={12} md={zipMd}>
        <Form.Item
          name="zipCode"
          label="Zip Code"
          rules={[
            ...required('Zip Code'),
            { pattern: ZIP_CODE_PATTERN, message: ADDRESS_MESSAGES.zipInvalid },
          ]}
        >
          <Input placeholder="60601" maxLength={10} autoComplete={autofill ? 'postal-code' : undefined} />
        </Form.Item>
      </Col>
    </Row>
  );
}
