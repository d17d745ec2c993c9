import { Checkbox, Form } from 'antd';
import { Link } from 'react-router';
import { consentRules } from '../../../components/forms/form-rules';

/** The "dca" consent: text messages, terms and privacy (spec part 3 §5). */
export function ConsentField() {
  return (
    <Form.Item name="dca" valuePropName="checked" rules={consentRules} style={{ marginBottom: 20 }}>
      <Checkbox data-testid="consent">
        I agree to receive text messages from Bidright, and to the{' '}
        <Link to="/terms-conditions" target="_blank">
          Terms &amp; Conditions
        </Link>{' '}
        and the{' '}
        <Link to="/privacy-policy" target="_blank">
          Privacy Policy
        </Link>
        .
      </Checkbox>
    </Form.Item>
  );
}
