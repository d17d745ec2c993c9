import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

describe("the app's forms", () => {
  it('put the focus on the first field a rule stopped, which reads out its message', async () => {
    render(
      <AppProviders>
        <Form>
          <Form.Item label="City" name="city">
            <Input />
          </Form.Item>
          <Form.Item label="Zip" name="zip" rules={[{ required: true, message: 'Zip is required!' }]}>
            <Input />
          </Form.Item>
          <Button htmlType="submit">Save</Button>
        </Form>
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const zip = await screen.findByRole('textbox', { name: 'Zip', description: 'Zip is required!' });
    await waitFor(() => expect(document.activeElement).toBe(zip));
  });
});
