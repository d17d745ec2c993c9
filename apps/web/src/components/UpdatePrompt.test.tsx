import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { announceAppUpdate } from '../lib/app-worker';
import { UpdatePrompt } from './UpdatePrompt';

describe('the update prompt', () => {
  it('says nothing until a new version waits, then offers Reload, which switches to it', async () => {
    const reloads: string[] = [];
    render(
      <App>
        <UpdatePrompt />
      </App>,
    );
    expect(screen.queryByText('A new version is available')).toBeNull();

    announceAppUpdate(async () => {
      reloads.push('reloaded');
    });
    expect(await screen.findByText('A new version is available')).toBeTruthy();
    // It stays until the reader chooses: no timer closes it.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloads).toEqual(['reloaded']);
    // The notice leaves (jsdom never ends antd's leave animation, so its class is what shows it).
    await waitFor(() => expect(screen.getByRole('alert').className).toContain('ant-notification-fade-leave'));
  });
});
