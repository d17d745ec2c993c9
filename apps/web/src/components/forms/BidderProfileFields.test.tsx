import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES } from '@bidright/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import {
  BidderProfileFields,
  bidderProfileBody,
  bidderProfileValues,
  type TBidderProfileValues,
} from './BidderProfileFields';

vi.setConfig({ testTimeout: 60_000 });

const bidder = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  address1: '100 N LaSalle St',
  address2: null,
  city: 'Chicago',
  state: 'IL',
  zip: '60602',
};

function renderForm(initial: Partial<TBidderProfileValues>, onFinish = vi.fn()) {
  render(
    <Form layout="vertical" initialValues={initial} onFinish={onFinish}>
      <BidderProfileFields />
      <Button htmlType="submit">Save</Button>
    </Form>,
  );
  return onFinish;
}

describe('the bidder profile fields', () => {
  it('fills the form from the server, blanks for missing address parts', () => {
    expect(bidderProfileValues(bidder)).toEqual({ ...bidder, address2: '' });
  });

  it('sends trimmed values, the state in capitals, and a blank line 2 as null', () => {
    expect(
      bidderProfileBody({
        firstName: ' Jane ',
        lastName: 'Doe ',
        email: ' jane@example.com',
        address1: ' 100 N LaSalle St ',
        address2: '  ',
        city: 'Chicago ',
        state: 'il',
        zip: ' 60602 ',
      }),
    ).toEqual({ ...bidder, address2: null });
  });

  it('shows the fields under the bidder card’s labels, and the state as a picker', () => {
    renderForm(bidderProfileValues(bidder));
    for (const label of [
      'First name',
      'Last name',
      'E-mail',
      'Address line 1',
      'Address line 2',
      'City',
      'Zip',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeTruthy();
  });

  // The copies disagreed: the admin drawer took a blank name and an unchecked zip. The one answer checks both.
  it('refuses a blank name, a bad e-mail and a bad zip with the spec texts, and sends nothing', async () => {
    const onFinish = renderForm({
      ...bidderProfileValues(bidder),
      firstName: '   ',
      email: 'jane@',
      zip: '6060',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.fieldRequired)).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(ADDRESS_MESSAGES.zipInvalid)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('sends a valid profile', async () => {
    const onFinish = renderForm(bidderProfileValues(bidder));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ state: 'IL', zip: '60602' })),
    );
  });
});
