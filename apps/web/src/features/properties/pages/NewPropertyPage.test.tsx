import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, stubApi } from '../../../test/harness';
import { NewPropertyPage } from './NewPropertyPage';

vi.setConfig({ testTimeout: 60_000 });

describe('NewPropertyPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the Case and Lot labels to their inputs and starts with IL chosen, not a look-alike placeholder', async () => {
    stubApi({ 'POST /api/cases/list': () => jsonResponse(200, { data: [], total: 0 }) });
    renderWithApp(<NewPropertyPage />, '/new-property');
    expect(await screen.findByLabelText('Case')).toBeTruthy();
    expect(screen.getByLabelText('Lot')).toBeTruthy();
    // The chosen value shows as the state's code; nothing grey that only looks chosen.
    const state = screen.getByLabelText('State').closest('.ant-select') as HTMLElement;
    const content = state.querySelector('.ant-select-content') as HTMLElement;
    expect(content.classList.contains('ant-select-content-has-value')).toBe(true);
    expect(content.textContent).toBe('IL');
  });
});
