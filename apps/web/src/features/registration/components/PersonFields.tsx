import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { isValidEmail, ACCOUNT_MESSAGES as M } from '@bidright/domain';
import { Col, Form, Input, Row } from 'antd';
import {
  emailRules,
  requiredRule,
  USER_NAME_PATTERN,
  userNameRules,
} from '../../../components/forms/form-rules';
import { AvailabilityFormItem } from '../public/AvailabilityFormItem';

/** First and last name side by side, both required: every sign-up form starts with them. */
export function NameFields() {
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Form.Item label="First name" name="firstName" rules={[requiredRule]}>
          <Input autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="Last name" name="lastName" rules={[requiredRule]}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** E-mail with the live availability check (spec part 3 §5). */
export function EmailAvailabilityField() {
  return (
    <AvailabilityFormItem
      kind="email"
      name="email"
      label="Email"
      rules={emailRules}
      isCheckable={isValidEmail}
      takenMessage={M.emailUnavailable}
      availableMessage="Email is available!"
    >
      <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
    </AvailabilityFormItem>
  );
}

/** Username with the live availability check, asked only for a name of the server's alphabet (spec part 3 §5). */
export function UserNameAvailabilityField({
  takenMessage = M.userNameUnavailable,
}: {
  takenMessage?: string;
}) {
  return (
    <AvailabilityFormItem
      kind="username"
      name="userName"
      label="Username"
      rules={userNameRules}
      isCheckable={(value) => USER_NAME_PATTERN.test(value)}
      takenMessage={takenMessage}
      availableMessage="Username is available!"
    >
      <Input prefix={<UserOutlined />} autoComplete="username" />
    </AvailabilityFormItem>
  );
}
