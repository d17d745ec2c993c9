import { US_STATES } from '@bidright/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { emailRules, requiredRule, zipRule } from './form-rules';

/** The bidder profile's editable fields as a form holds them (spec part 3 §5 "Profile (bidder)"). */
export interface TBidderProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

/** Their names, for a 400 whose field errors the form shows beside the fields. */
export const BIDDER_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
] as const;

type TBidderProfileSource = {
  firstName: string;
  lastName: string;
  email: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

/** A bidder's profile as it comes from the server (own account or the admin view), ready for the form. */
export const bidderProfileValues = (bidder: TBidderProfileSource): TBidderProfileValues => ({
  firstName: bidder.firstName,
  lastName: bidder.lastName,
  email: bidder.email,
  address1: bidder.address1 ?? '',
  address2: bidder.address2 ?? '',
  city: bidder.city ?? '',
  state: bidder.state ?? '',
  zip: bidder.zip ?? '',
});

/** What the form sends: trimmed, and a blank line 2 as null. */
export const bidderProfileBody = (values: TBidderProfileValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  address1: values.address1.trim(),
  address2: values.address2?.trim() || null,
  city: values.city.trim(),
  state: values.state.trim().toUpperCase(),
  zip: values.zip.trim(),
});

const STATE_OPTIONS = US_STATES.map(([code]) => ({ value: code, label: code }));

/**
 * The bidder profile's fields, for the bidder's own Profile card and the admin's bidder drawer: names,
 * then `afterNames` (the read-only or admin-only fields each screen adds), e-mail, and the address.
 *
 * The two copies disagreed; the one answer is the bidder's own card's labels, checks and layout (required
 * means not blank, the e-mail and zip are checked as the server checks them, and the values are trimmed),
 * and the admin drawer's state picker, which can only give a state the server takes.
 */
export function BidderProfileFields({ afterNames }: { afterNames?: ReactNode }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="firstName" label="First name" rules={[requiredRule]}>
          <Input autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="lastName" label="Last name" rules={[requiredRule]}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Col>
      {afterNames}
      <Col xs={24}>
        <Form.Item name="email" label="E-mail" rules={emailRules}>
          <Input autoComplete="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="address1" label="Address line 1" rules={[requiredRule]}>
          <Input autoComplete="address-line1" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="address2" label="Address line 2">
          <Input autoComplete="address-line2" />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item name="city" label="City" rules={[requiredRule]}>
          <Input autoComplete="address-level2" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="state" label="State" rules={[requiredRule]}>
          <Select showSearch options={STATE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="zip" label="Zip" rules={[requiredRule, zipRule]}>
          <Input maxLength={10} autoComplete="postal-code" />
        </Form.Item>
      </Col>
    </Row>
  );
}
