import { PhoneOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { formatPhone } from './phone';

/** A phone field that formats as typed, "(312) 555-0100". Use inside a Form.Item. */
export function PhoneInput({
  value,
  onChange,
  ...props
}: Omit<InputProps, 'value' | 'onChange'> & { value?: string; onChange?: (value: string) => void }) {
  return (
    <Input
      {...props}
      value={value}
      prefix={<PhoneOutlined />}
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(312) 555-0100"
      onChange={(event) => onChange?.(formatPhone(event.target.value))}
    />
  );
}
