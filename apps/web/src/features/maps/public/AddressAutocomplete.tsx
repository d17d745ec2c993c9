import {
  ADDRESS_AUTOCOMPLETE_MIN_CHARS,
  SEARCH_DEBOUNCE_MS,
  type TAddressSuggestion,
} from '@bidright/domain';
import { AutoComplete, Form } from 'antd';
import { useState } from 'react';
import { Typography } from '../../../components/light-antd/Typography';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAddressSuggestions } from '../api/address-suggestions';

/** The suggestion fields a pick can copy into the form (street line 1 is this input itself). */
export type TAddressFillField =
  | 'streetLine2'
  | 'city'
  | 'county'
  | 'stateCode'
  | 'zipCode'
  | 'latitude'
  | 'longitude';

/** Which form field each suggestion field goes to; fields left out are not touched. */
export type TAddressFill = Partial<Record<TAddressFillField, string>>;

type TOption = { value: string; label: React.ReactNode; suggestion: TAddressSuggestion };

/**
 * Street line 1 with US address suggestions (spec part 1 §5): once three characters are typed it asks the
 * server (debounced 500 ms, as every search), and picking a suggestion puts its street here and copies the
 * other parts into the fields `fill` names. Use it as the control of a `Form.Item`; typing without picking
 * works exactly like a plain input, so the item's rules and the form's own save rules still apply.
 */
export function AddressAutocomplete({
  value,
  onChange,
  id,
  fill,
  placeholder,
  maxLength,
  disabled,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  fill: TAddressFill;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
}) {
  const form = Form.useFormInstance();
  // Only what the person types is searched: a pick or a loaded value never opens the list by itself.
  const [searchText, setSearchText] = useState('');
  const query = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const isSearchable = searchText.trim().length >= ADDRESS_AUTOCOMPLETE_MIN_CHARS;
  const suggestions = useAddressSuggestions(isSearchable ? query : '');
  const options: TOption[] = isSearchable
    ? (suggestions.data ?? []).map((suggestion) => ({
        value: suggestion.id,
        suggestion,
        label: (
          <div data-testid="address-suggestion">
            <div>{suggestion.streetLine1}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[suggestion.streetLine2, suggestion.city, `${suggestion.stateCode} ${suggestion.zipCode}`]
                .filter(Boolean)
                .join(', ')}
            </Typography.Text>
          </div>
        ),
      }))
    : [];

  const pick = (suggestion: TAddressSuggestion) => {
    onChange?.(suggestion.streetLine1);
    const filled: string[] = [];
    for (const [from, to] of Object.entries(fill) as [TAddressFillField, string | undefined][]) {
      if (!to) continue;
      const next = suggestion[from];
      // A suggestion without a county or unit leaves what the person already typed there.
      if (next === null) continue;
      form.setFieldValue(to, next);
      filled.push(to);
    }
    // Shows at once whether the picked parts pass the form's rules (line 2 allows letters and numbers only).
    void form.validateFields(filled).catch(() => undefined);
  };

  return (
    <AutoComplete<string, TOption>
      id={id}
      value={value}
      options={options}
      disabled={disabled}
      placeholder={placeholder}
      maxLength={maxLength}
      popupMatchSelectWidth
      showSearch={{ filterOption: false, onSearch: setSearchText }}
      onChange={(text, option) => {
        const picked = Array.isArray(option) ? undefined : option?.suggestion;
        if (picked && text === picked.id) pick(picked);
        else onChange?.(text);
      }}
    />
  );
}
