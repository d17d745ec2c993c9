import type { TClientListRow } from '@bidright/domain';

/** A client row with its primary attorney and case counts, as the list and the detail page read it. */
export function presentClientRow(row: Record<string, unknown>): TClientListRow {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const date = (value: unknown) =>
    value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
  return {
    id: String(row.id),
    name: String(row.name),
    streetLine1: text(row.street_line1),
    streetLine2: text(row.street_line2),
    city: text(row.city),
    stateCode: text(row.state_code),
    zipCode: text(row.zip_code),
    phoneNumber: text(row.phone_number),
    email: text(row.email),
    logoUrl: text(row.logo_url),
    status: row.status === 'Inactive' ? 'Inactive' : 'Active',
    linkedSince: date(row.linked_since),
    primaryFirstName: text(row.primary_first_name),
    primaryLastName: text(row.primary_last_name),
    totalCases: Number(row.total_cases ?? 0),
    activeCases: Number(row.active_cases ?? 0),
  };
}
