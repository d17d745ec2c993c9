import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('NotFoundPage', () => {
  it('shows the not-found text and a Dashboard button for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeTruthy();
  });
});
