import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubFetch } from '../../../test/fetch-router';
import { ATTRIBUTE_DEFINITIONS, propertyDetail } from '../test/fixtures';
import {
  ATTRIBUTE_SAVE_DEBOUNCE_MS,
  OTHER_EMPTY_WARNING,
  PropertyAttributesForm,
} from './PropertyAttributesForm';

vi.setConfig({ testTimeout: 60_000 });

function setup() {
  const api = stubFetch({
    'GET /api/propextattr': ATTRIBUTE_DEFINITIONS,
    'PUT /api/properties/5/attribute': () => propertyDetail(),
  });
  render(
    <AppProviders>
      <PropertyAttributesForm property={propertyDetail()} readOnly={false} />
    </AppProviders>,
  );
  const puts = () => api.callsTo('PUT', '/api/properties/5/attribute');
  return { api, puts };
}

describe('PropertyAttributesForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders every field type and saves 500 ms after the last change, once', async () => {
    const { puts } = setup();
    const bedrooms = await screen.findByLabelText('Bedrooms');
    expect((bedrooms as HTMLInputElement).value).toBe('3');
    expect(screen.getByLabelText('Notes')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Garage' })).toBeTruthy();
    expect(screen.getByLabelText('Last Sale')).toBeTruthy();
    expect(screen.getByLabelText('HOA Fee')).toBeTruthy();

    fireEvent.change(bedrooms, { target: { value: '4' } });
    const lastChange = Date.now();
    fireEvent.change(bedrooms, { target: { value: '45' } });
    expect(puts()).toHaveLength(0);

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ attributeId: 3, value: '45' });
    expect(puts()[0]!.at - lastChange).toBeGreaterThanOrEqual(ATTRIBUTE_SAVE_DEBOUNCE_MS - 5);
    // Nothing else follows: the two keystrokes made one save.
    await act(() => new Promise((resolve) => setTimeout(resolve, ATTRIBUTE_SAVE_DEBOUNCE_MS + 100)));
    expect(puts()).toHaveLength(1);
  });

  it('cuts non-currency numbers to 8 characters but not currency ones', async () => {
    const { puts } = setup();
    fireEvent.change(await screen.findByLabelText('Bedrooms'), { target: { value: '1234567890x' } });
    fireEvent.change(screen.getByLabelText('HOA Fee'), { target: { value: '1234567890.5' } });
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts().map((c) => c.body)).toEqual(
      expect.arrayContaining([
        { attributeId: 3, value: '12345678' },
        { attributeId: 7, value: '1234567890.5' },
      ]),
    );
  });

  it("asks for the 'Other' text and deselects 'Other' with a warning when it is left empty", async () => {
    const { puts } = setup();
    const select = await screen.findByLabelText('Property Class');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Other'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Other Property Class')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(OTHER_EMPTY_WARNING)).toBeTruthy();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ attributeId: 1, value: null });
  });

  it("saves the 'Other' option with its text", async () => {
    const { puts } = setup();
    fireEvent.mouseDown(await screen.findByLabelText('Property Class'));
    fireEvent.click(await screen.findByTitle('Other'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Other value'), { target: { value: 'Mixed use' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ attributeId: 1, value: '4', otherValue: 'Mixed use' });
  });
});
