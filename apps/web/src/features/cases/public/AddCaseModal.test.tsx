import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubFetch } from '../../../test/fetch-router';
import { AddCaseModal } from './AddCaseModal';

vi.setConfig({ testTimeout: 60_000 });

const attorney = (id: string, firstName: string, lastName: string, isPrimary = false) => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  phone: null,
  isPrimary,
});

/** The form marks optional fields, so the label reads 'Attorney (optional)'. */
const ATTORNEY = /^Attorney/;

function setup() {
  const onCreated = vi.fn();
  const api = stubFetch({
    'GET /api/clients/lookup': [
      { id: '1', name: 'Wabash & Monroe LLP' },
      { id: '2', name: 'Lakeview Legal Group' },
    ],
    'POST /api/attorneys/1/list': {
      data: [attorney('11', 'Karen', 'Okafor', true), attorney('12', 'Aaron', 'Zimmer')],
      total: 2,
    },
    'POST /api/attorneys/2/list': { data: [attorney('21', 'Lena', 'Park', true)], total: 1 },
    'POST /api/cases': { id: '77' },
  });
  render(
    <AppProviders>
      <AddCaseModal open onClose={() => undefined} onCreated={onCreated} />
    </AppProviders>,
  );
  return { api, onCreated };
}

/** Opens an antd Select by its label, types to search, and clicks the option with this title. */
async function pick(label: string | RegExp, typed: string, title: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByTitle(title));
}

describe('Add Case', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("searches the client, then picks one of that client's attorneys, and sends both", async () => {
    const { api, onCreated } = setup();
    expect(((await screen.findByLabelText(ATTORNEY)) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(ATTORNEY) as HTMLInputElement).disabled).toBe(true);

    await waitFor(() => expect(api.callsTo('GET', '/api/clients/lookup')).toHaveLength(1));
    await pick('Client', 'wabash', 'Wabash & Monroe LLP');
    await waitFor(() => expect((screen.getByLabelText(ATTORNEY) as HTMLInputElement).disabled).toBe(false));
    await pick(ATTORNEY, 'zim', 'Aaron Zimmer · aaron@example.com');

    fireEvent.change(screen.getByLabelText('Case Number'), { target: { value: ' 2026CH01234 ' } });
    fireEvent.change(screen.getByLabelText('County'), { target: { value: 'Cook' } });
    fireEvent.change(screen.getByLabelText('File Number'), { target: { value: 'WM-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Case' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/cases')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/cases')[0]?.body).toEqual({
      clientId: 1,
      attorneyId: 12,
      caseNumber: '2026CH01234',
      county: 'Cook',
      fileNumber: 'WM-1',
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('77'));
  });

  it('clears the attorney when another client is chosen, and leaves it optional', async () => {
    const { api } = setup();
    await screen.findByLabelText('Client');
    await pick('Client', 'wab', 'Wabash & Monroe LLP');
    await pick(ATTORNEY, 'kar', 'Karen Okafor (Primary) · karen@example.com');
    await pick('Client', 'lake', 'Lakeview Legal Group');
    await waitFor(() => expect(api.callsTo('POST', '/api/attorneys/2/list')).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('Case Number'), { target: { value: '2026CH09999' } });
    fireEvent.change(screen.getByLabelText('County'), { target: { value: 'Lake' } });
    fireEvent.change(screen.getByLabelText('File Number'), { target: { value: 'LL-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Case' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/cases')).toHaveLength(1));
    // Karen (firm 1) was dropped with her firm; no attorney is sent.
    const body = api.callsTo('POST', '/api/cases')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ clientId: 2, caseNumber: '2026CH09999' });
    expect('attorneyId' in body).toBe(false);
  });
});
