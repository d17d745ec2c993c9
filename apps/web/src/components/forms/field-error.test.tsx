import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFieldError } from './field-error';

const MESSAGE = 'Phone number is invalid!';

/** A control outside any form, its error checked by hand (the account's Add Phone). */
function LoneField() {
  const [error, setError] = useState<string | null>(null);
  const fieldError = useFieldError(error, 'lone-error');
  return (
    <>
      <Input aria-label="New phone number" status={fieldError.status} {...fieldError.controlProps} />
      {fieldError.help}
      <Button onClick={() => setError(MESSAGE)}>Add</Button>
      <Button onClick={() => setError(null)}>Clear</Button>
    </>
  );
}

/** A named Form.Item showing a server's refusal through `help` (the code of a two-step login). */
function ServerRefusal() {
  const [error, setError] = useState<string>();
  const fieldError = useFieldError(error);
  return (
    <Form onFinish={() => setError('The verification code is invalid!')}>
      <Form.Item
        label="Verification code"
        name="code"
        validateStatus={fieldError.status}
        help={fieldError.help}
      >
        <Input {...fieldError.controlProps} />
      </Form.Item>
      <Button htmlType="submit">Verify</Button>
    </Form>
  );
}

describe('useFieldError', () => {
  it('ties a hand-checked error to its control and announces it', () => {
    render(<LoneField />);
    const field = screen.getByRole('textbox', { name: 'New phone number' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    // A screen reader reads the message with the field, and at once as it appears.
    expect(screen.getByRole('textbox', { name: 'New phone number', description: MESSAGE })).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("ties a server's refusal shown as a Form.Item's help to the item's control", async () => {
    render(<ServerRefusal />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const field = await screen.findByRole('textbox', {
      name: 'Verification code',
      description: 'The verification code is invalid!',
    });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The verification code is invalid!');
  });
});
