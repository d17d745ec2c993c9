import type { TAddressSuggestion } from '@bidright/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { AddressFields } from './AddressFields';

const roscoe: TAddressSuggestion = {
  id: 'mapbox-1',
  streetLine1: '2143 W Roscoe St',
  streetLine2: null,
  city: 'Chicago',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60618',
  countryCode: 'US',
  latitude: 41.94338,
  longitude: -87.68203,
  location: '2143 W Roscoe St, Chicago, IL 60618',
};
const evanstonUnit: TAddressSuggestion = {
  ...roscoe,
  id: 'mapbox-2',
  streetLine2: 'Unit #2',
  city: 'Evanston',
  zipCode: '60201',
  location: '2143 W Roscoe St, Unit #2, Evanston, IL 60201',
};

function SignUpAddress({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form layout="vertical" onFinish={onFinish}>
      <AddressFields />
      <Button htmlType="submit">Sign up</Button>
    </Form>
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([url]) => decodeURIComponent(String(url)));

describe('AddressFields address autocomplete', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'suggests US addresses once 3 characters are typed (one debounced call) and a pick fills the address',
    async () => {
      stubApi({ 'GET /api/maps/autocomplete': () => jsonResponse(200, [roscoe, evanstonUnit]) });
      const onFinish = vi.fn();
      renderWithApp(<SignUpAddress onFinish={onFinish} />);

      fireEvent.change(input('Address'), { target: { value: '21' } });
      fireEvent.change(input('Address'), { target: { value: '2143' } });
      fireEvent.change(input('Address'), { target: { value: '2143 w ros' } });
      const option = await screen.findByText('Chicago, IL 60618');
      expect(fetchedUrls()).toEqual(['/api/maps/autocomplete?q=2143 w ros']);
      expect(screen.getByText('Unit #2, Evanston, IL 60201')).toBeTruthy();

      fireEvent.click(option);
      await waitFor(() => expect(input('Address').value).toBe('2143 W Roscoe St'));
      expect(input('City').value).toBe('Chicago');
      expect(input('Zip').value).toBe('60618');
      expect(screen.getByText('Illinois (IL)')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      await waitFor(() => expect(onFinish).toHaveBeenCalled());
      expect(onFinish.mock.calls[0]?.[0]).toEqual({
        streetLine1: '2143 W Roscoe St',
        streetLine2: undefined,
        city: 'Chicago',
        state: 'IL',
        zipCode: '60618',
      });
    },
    SLOW,
  );

  it(
    "checks a picked line 2 against the sign-up rule and keeps the spec's address messages",
    async () => {
      stubApi({ 'GET /api/maps/autocomplete': () => jsonResponse(200, [roscoe, evanstonUnit]) });
      const onFinish = vi.fn();
      renderWithApp(<SignUpAddress onFinish={onFinish} />);

      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText('Please enter your address!')).toBeTruthy();
      expect(screen.getByText('Please enter your city!')).toBeTruthy();
      expect(screen.getByText('Please enter your zip!')).toBeTruthy();

      fireEvent.change(input('Address'), { target: { value: '2143 w roscoe' } });
      fireEvent.click(await screen.findByText('Unit #2, Evanston, IL 60201'));
      await waitFor(() => expect(input('Address line 2 (optional)').value).toBe('Unit #2'));
      expect(await screen.findByText('Please enter letters and numbers only')).toBeTruthy();
      await waitFor(() => expect(screen.queryByText('Please enter your city!')).toBeNull());
      expect(onFinish).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'keeps what was typed when no suggestion is picked or the service fails',
    async () => {
      stubApi({ 'GET /api/maps/autocomplete': () => jsonResponse(500, { message: 'down' }) });
      const onFinish = vi.fn();
      renderWithApp(<SignUpAddress onFinish={onFinish} />);

      fireEvent.change(input('Address'), { target: { value: '100 N LaSalle St' } });
      await waitFor(() => expect(fetchedUrls()).toHaveLength(1));
      expect(input('Address').value).toBe('100 N LaSalle St');
      expect(screen.queryByTestId('address-suggestion')).toBeNull();
      // No error toast for a failed suggestion lookup.
      expect(screen.queryByText('Server error! - 500')).toBeNull();
    },
    SLOW,
  );
});
