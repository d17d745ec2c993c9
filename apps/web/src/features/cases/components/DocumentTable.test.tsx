import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { DocumentTable, type TDocumentRow } from './DocumentTable';

vi.setConfig({ testTimeout: 60_000 });

type TRow = TDocumentRow & { description: string };

const doc: TRow = {
  id: '1',
  name: 'deed.pdf',
  url: '/api/files/1',
  fileSize: 2048,
  createdBy: 'employee',
  createdDate: '2026-11-20T15:00:00.000Z',
  description: 'The deed',
};

function renderTable(props: Partial<Parameters<typeof DocumentTable<TRow>>[0]> = {}) {
  return render(
    <AppProviders>
      <DocumentTable<TRow>
        documents={[doc]}
        loading={false}
        columns={[{ title: 'Description', dataIndex: 'description' }]}
        emptyText="No lot documents yet."
        {...props}
      />
    </AppProviders>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('DocumentTable', () => {
  it("puts File first, the caller's columns, then Uploaded, and the delete action only for staff", () => {
    const { unmount } = renderTable();
    expect(headers()).toEqual(['File', 'Description', 'Uploaded']);
    expect(screen.getByRole('link', { name: /deed\.pdf/ }).getAttribute('href')).toBe('/api/files/1');
    expect(screen.queryByRole('button', { name: 'Delete deed.pdf' })).toBeNull();
    unmount();

    renderTable({ onDelete: async () => undefined });
    expect(headers()).toEqual(['File', 'Description', 'Uploaded', '']);
    expect(screen.getByRole('button', { name: 'Delete deed.pdf' })).toBeTruthy();
  });

  it("shows size and uploader under the name for a table without columns for them (the case's)", () => {
    renderTable({ detailsUnderName: true });
    const cell = screen.getByRole('link', { name: /deed\.pdf/ }).closest('td') as HTMLElement;
    expect(within(cell).getByText('2.0 KB · employee')).toBeTruthy();
  });

  it('says the empty text when there are no documents', () => {
    renderTable({ documents: [] });
    expect(screen.getByText('No lot documents yet.')).toBeTruthy();
  });

  // The copies disagreed: the lot table was default size and spun only on its first load. The one answer
  // is the case table's: middle size, and the spinner over the rows while a refresh is under way.
  it('is drawn middle size and shows the spinner over the rows it has while the list is fetched again', () => {
    const { container } = renderTable({ loading: true });
    // antd 6 names its `middle` size `medium`.
    expect(container.querySelector('.ant-table-medium')).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /deed\.pdf/ })).toBeTruthy();
  });
});
