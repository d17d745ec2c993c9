import { SEARCH_DEBOUNCE_MS } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { caseSearchQueryOptions, useChosenCase } from '../api/cases';

type TCaseLabelled = { caseNumber: string; county: string; fileNumber?: string | null };

/**
 * What the picker shows for a case: number, county and file number. The search box searches by case or
 * file number, so the file number shows why a case matched. (The copies disagreed: the property form showed
 * the firm instead, the Add Lot dialog the file number; the file number is the answer for that reason.)
 */
export const caseOptionLabel = (kase: TCaseLabelled) =>
  `${kase.caseNumber} · ${kase.county}${kase.fileNumber ? ` · File ${kase.fileNumber}` : ''}`;

/**
 * The case picker of the forms that attach something to a case (a property, an auction's lot): searches the
 * company's cases by case or file number on the server. The chosen case stays among the options after
 * another search (or when it came preselected), so the box never shows a bare id.
 */
export function CasePicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (caseId: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const cases = useQuery(caseSearchQueryOptions(search));
  const chosen = useChosenCase(value);
  const rows = cases.data?.data ?? [];
  const options = rows.map((row) => ({ value: row.id, label: caseOptionLabel(row) }));
  if (chosen.data && !rows.some((row) => row.id === chosen.data.id))
    options.push({ value: chosen.data.id, label: caseOptionLabel(chosen.data) });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="Search by case/file number"
      value={value}
      onChange={onChange}
      loading={cases.isFetching}
      notFoundContent={cases.isFetching ? 'Searching…' : 'No cases found'}
      options={options}
    />
  );
}
