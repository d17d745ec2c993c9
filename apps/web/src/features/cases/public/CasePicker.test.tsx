import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubFetch } from '../../../test/fetch-router';
import { CasePicker, caseOptionLabel } from './CasePicker';

vi.setConfig({ testTimeout: 60_000 });

const row = (id: string, fileNumber: string | null) => ({
  id,
  caseNumber: `2026-CH-000${id}`,
  county: 'Cook',
  fileNumber,
  firmName: 'Wabash & Monroe LLP',
});

function Harness({ initial, onPicked }: { initial?: string; onPicked: (id: string) => void }) {
  const [caseId, setCaseId] = useState(initial);
  return (
    <CasePicker
      id="picker"
      value={caseId}
      onChange={(id) => {
        setCaseId(id);
        onPicked(id);
      }}
    />
  );
}

function setup(initial?: string) {
  const onPicked = vi.fn();
  const api = stubFetch({
    'POST /api/cases/list': ({ body }: { body: unknown }) => {
      const search = (body as { search?: string }).search;
      const rows = [row('1', 'F-1'), row('2', null)];
      return { data: search ? rows.filter((r) => r.caseNumber.endsWith(search)) : rows, total: 2 };
    },
    'GET /api/cases/5': { ...row('5', 'F-5'), lots: [] },
  });
  render(
    <AppProviders>
      <label htmlFor="picker">Case</label>
      <Harness initial={initial} onPicked={onPicked} />
    </AppProviders>,
  );
  return { api, onPicked };
}

describe('CasePicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  // The two copies disagreed: the property form showed the firm, the Add Lot dialog the file number.
  it('labels a case by number, county and file number, the numbers the search box searches by', () => {
    expect(caseOptionLabel(row('1', 'F-1'))).toBe('2026-CH-0001 · Cook · File F-1');
    expect(caseOptionLabel(row('2', null))).toBe('2026-CH-0002 · Cook');
  });

  it("searches the company's cases (first 20) and hands the chosen case's id on", async () => {
    const { api, onPicked } = setup();
    const input = screen.getByLabelText('Case');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '0002' } });
    await waitFor(
      () =>
        expect(api.callsTo('POST', '/api/cases/list').map((call) => call.body)).toContainEqual({
          search: '0002',
          pagination: { current: 1, pageSize: 20 },
        }),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(screen.queryByTitle('2026-CH-0001 · Cook · File F-1')).toBeNull());
    fireEvent.click(await screen.findByTitle('2026-CH-0002 · Cook'));
    expect(onPicked).toHaveBeenCalledWith('2');
  });

  // The Add Lot dialog's copy lost its chosen case from the options after another search, showing a bare id.
  it('keeps a preselected case that no search returned among the options, labelled, not as a bare id', async () => {
    const { api } = setup('5');
    await waitFor(() => expect(api.callsTo('GET', '/api/cases/5')).toHaveLength(1));
    expect(await screen.findByTitle('2026-CH-0005 · Cook · File F-5')).toBeTruthy();
  });
});
