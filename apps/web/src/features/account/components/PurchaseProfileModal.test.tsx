import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithApp, SLOW, stubApi } from '../../../test/harness';
import { PurchaseProfileModal } from './PurchaseProfileModal';

const saved = {
  id: '5',
  name: 'Acme Holdings LLC',
  type: 'Corporation',
  contactName: 'Jane Roe',
  phoneNumber: '3125550100',
  address1: null,
  address2: null,
  city: null,
  county: null,
  state: null,
  zip: null,
  isPrimary: false,
  isAgentForBidder: false,
  isSameAsBidder: true,
} as const;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PurchaseProfileModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'enables the contact name only for a Corporation and sends address nulls when same as bidder',
    async () => {
      const calls = stubApi({
        'POST /api/purchaseprofiles': () => jsonResponse(200, saved),
        'GET /api/purchaseprofiles': () => jsonResponse(200, [saved]),
      });
      const onClose = vi.fn();
      renderWithApp(<PurchaseProfileModal open profile={null} onClose={onClose} />);

      const contact = (await screen.findByLabelText('Contact name')) as HTMLInputElement;
      expect(contact.disabled).toBe(true);
      fireEvent.click(screen.getByLabelText('Corporation'));
      await waitFor(() => expect(contact.disabled).toBe(false));

      fill('Grantee name (as it should appear on the deed)', 'Acme Holdings LLC');
      fill('Contact name', 'Jane Roe');
      fill('Phone number', '312555010099');
      expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('(312) 555-0100');
      fill('Address line 1', '1 Main St');
      fireEvent.click(screen.getByLabelText('Address same as bidder'));
      await waitFor(() => expect(screen.queryByLabelText('Address line 1')).toBeNull());

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const post = calls.find((call) => call.key === 'POST /api/purchaseprofiles');
      expect(post?.body).toEqual({
        name: 'Acme Holdings LLC',
        type: 'Corporation',
        contactName: 'Jane Roe',
        phoneNumber: '3125550100',
        address1: null,
        address2: null,
        city: null,
        county: null,
        state: null,
        zip: null,
        isPrimary: false,
        isAgentForBidder: false,
        isSameAsBidder: true,
      });
    },
    SLOW,
  );

  it(
    'drops the contact name when switching back to Individual, and requires the address otherwise',
    async () => {
      const calls = stubApi({});
      renderWithApp(<PurchaseProfileModal open profile={null} onClose={() => {}} />);
      fireEvent.click(await screen.findByLabelText('Corporation'));
      fill('Contact name', 'Jane Roe');
      fireEvent.click(screen.getByLabelText('Individual'));
      await waitFor(() => expect((screen.getByLabelText('Contact name') as HTMLInputElement).value).toBe(''));
      fill('Grantee name (as it should appear on the deed)', 'Jane Roe');
      fill('Phone number', '3125550100');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      // antd shows each field's message as that field's validation ends: wait for all of them.
      await waitFor(() => expect(screen.getAllByText('Field is required!').length).toBeGreaterThanOrEqual(4));
      expect(calls.some((call) => call.key === 'POST /api/purchaseprofiles')).toBe(false);
    },
    SLOW,
  );

  it(
    'locks the entity type of an existing profile',
    async () => {
      stubApi({});
      renderWithApp(<PurchaseProfileModal open profile={saved} onClose={() => {}} />);
      expect(((await screen.findByLabelText('Individual')) as HTMLInputElement).disabled).toBe(true);
      expect((screen.getByLabelText('Corporation') as HTMLInputElement).disabled).toBe(true);
      expect(
        screen.getByText('The entity type cannot be changed after the profile is created.'),
      ).toBeTruthy();
    },
    SLOW,
  );
});
