import type { TAddressSuggestion } from '@bidright/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { AddressAutocomplete } from '../../maps/public/AddressAutocomplete';
import { type TPropertyAddressInput, toPropertyBody } from '../api/properties';
import { PropertyAddressForm } from './PropertyAddressForm';

/** What the offline gazetteer answers for "12/14 main st, oak park". */
const oakPark: TAddressSuggestion = {
  id: 'offline:IL:Oak Park:12/14 Main St:',
  streetLine1: '12/14 Main St',
  streetLine2: null,
  city: 'Oak Park',
  county: 'Cook',
  stateCode: 'IL',
  zipCode: '60302',
  countryCode: 'US',
  latitude: 41.885,
  longitude: -87.7845,
  location: '12/14 Main St, Oak Park, IL 60302',
};

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

function PropertyAddress({ onSave }: { onSave: (values: TPropertyAddressInput) => void }) {
  const [form] = Form.useForm<TPropertyAddressInput>();
  return (
    <>
      <PropertyAddressForm form={form} />
      <Button onClick={() => form.validateFields().then(onSave, () => undefined)}>Save</Button>
    </>
  );
}

describe('AddressAutocomplete in the property address form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'fills city, county, state, zip and coordinates from a pick; the save still turns slashes into dashes',
    async () => {
      stubApi({ 'GET /api/maps/autocomplete': () => jsonResponse(200, [oakPark]) });
      const onSave = vi.fn();
      renderWithApp(<PropertyAddress onSave={onSave} />);

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Please enter your Street Address!')).toBeTruthy();
      expect(screen.getByText('Please enter your County!')).toBeTruthy();

      fireEvent.change(input('Street Address'), { target: { value: '12/14 main st, oak park' } });
      fireEvent.click(await screen.findByText('Oak Park, IL 60302'));
      await waitFor(() => expect(input('Street Address').value).toBe('12/14 Main St'));
      expect(input('City').value).toBe('Oak Park');
      expect(input('County').value).toBe('Cook');
      expect(input('State').value).toBe('IL');
      expect(input('Zip Code').value).toBe('60302');
      await waitFor(() => expect(screen.queryByText('Please enter your County!')).toBeNull());

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSave).toHaveBeenCalled());
      const values = onSave.mock.calls[0]![0] as TPropertyAddressInput;
      expect(toPropertyBody(values)).toMatchObject({
        streetLine1: '12-14 Main St',
        city: 'Oak Park',
        county: 'Cook',
        stateCode: 'IL',
        zipCode: '60302',
        countryCode: 'US',
        latitude: 41.885,
        longitude: -87.7845,
      });

      // Typing another city by hand makes the picked coordinates stale, so they are dropped.
      fireEvent.change(input('City'), { target: { value: 'Berwyn' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
      const edited = onSave.mock.calls[1]![0] as TPropertyAddressInput;
      expect(edited).toMatchObject({ city: 'Berwyn' });
      expect(edited.latitude).toBeUndefined();
      expect(edited.longitude).toBeUndefined();
    },
    SLOW,
  );

  it(
    'fills coordinates into the fields a form maps them to, and leaves fields it has no value for',
    async () => {
      stubApi({ 'GET /api/maps/autocomplete': () => jsonResponse(200, [{ ...oakPark, county: null }]) });
      const onFinish = vi.fn();
      renderWithApp(
        <Form onFinish={onFinish} initialValues={{ county: 'Typed County' }}>
          <Form.Item label="Street" name="street">
            <AddressAutocomplete fill={{ county: 'county', latitude: 'lat', longitude: 'lng' }} />
          </Form.Item>
          <Form.Item name="county" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="lat" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="lng" hidden>
            <Input />
          </Form.Item>
          <Button htmlType="submit">Done</Button>
        </Form>,
      );
      fireEvent.change(input('Street'), { target: { value: '12/14 main' } });
      fireEvent.click(await screen.findByText('Oak Park, IL 60302'));
      await waitFor(() => expect(input('Street').value).toBe('12/14 Main St'));
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(onFinish).toHaveBeenCalled());
      expect(onFinish.mock.calls[0]?.[0]).toEqual({
        street: '12/14 Main St',
        county: 'Typed County',
        lat: 41.885,
        lng: -87.7845,
      });
    },
    SLOW,
  );
});
