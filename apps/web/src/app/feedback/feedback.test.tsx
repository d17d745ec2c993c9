import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useFeedback } from '../../lib/use-feedback';
import { AppProviders } from '../providers';
import { createLazyFeedback, type TFeedbackApis } from './lazy-feedback';

function Asker({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const { message, modal } = useFeedback();
  return (
    <>
      <Button
        onClick={() =>
          void modal.confirm({ title: 'Delete it?', okText: 'Delete' }).then(onAnswer, () => undefined)
        }
      >
        Ask
      </Button>
      <Button onClick={() => message.success('Saved')}>Save</Button>
    </>
  );
}

describe("the app's feedback, loaded on first use", () => {
  it('useFeedback() below the providers opens a confirm and a message, and then answers the choice', async () => {
    const onAnswer = vi.fn();
    render(
      <AppProviders>
        <Asker onAnswer={onAnswer} />
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete it?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('keeps calls made before the holders are there, in order, and asks for them once', () => {
    const request = vi.fn();
    const feedback = createLazyFeedback(request);
    const calls: string[] = [];
    // biome-ignore lint/suspicious/noThenProperty: a fake of antd's thenable message answer.
    const closeMessage = Object.assign(vi.fn(), { then: () => undefined });
    const real = {
      message: {
        success: (content: string) => {
          calls.push(`message ${content}`);
          return closeMessage;
        },
      },
      notification: {
        warning: ({ key }: { key: string }) => calls.push(`warning ${key}`),
        destroy: (key: string) => calls.push(`destroy ${key}`),
      },
      modal: {
        confirm: () => {
          calls.push('confirm');
          return {
            destroy: () => calls.push('destroyed'),
            update: () => calls.push('updated'),
            // biome-ignore lint/suspicious/noThenProperty: a fake of antd's thenable modal answer.
            then: () => undefined,
          };
        },
      },
    } as unknown as TFeedbackApis;
    const { message, notification, modal } = feedback.apis;
    const shown = message.success('Saved');
    notification.warning({ key: 'k', title: 'Careful' });
    notification.destroy('k');
    const asked = modal.confirm({ title: 'Sure?' });
    asked.update({ title: 'Really sure?' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    feedback.ready(real);
    expect(calls).toEqual(['message Saved', 'warning k', 'destroy k', 'confirm', 'updated']);
    shown();
    expect(closeMessage).toHaveBeenCalled();
    asked.destroy();
    expect(calls.at(-1)).toBe('destroyed');
  });

  it('does not open a modal destroyed before its holder arrived', () => {
    const feedback = createLazyFeedback(() => undefined);
    const confirm = vi.fn();
    const asked = feedback.apis.modal.confirm({ title: 'Sure?' });
    asked.destroy();
    feedback.ready({ message: {}, notification: {}, modal: { confirm } } as unknown as TFeedbackApis);
    expect(confirm).not.toHaveBeenCalled();
  });
});
