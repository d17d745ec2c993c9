import { formatUsd, toCents } from './money';

/**
 * The lot page's property facts (spec part 1 §2 "Property Details", §3 Property): every attribute the host
 * filled in, under the attribute's display name, in the attributes' order. One rule for how each reads.
 */

/** A filled-in attribute of a property as the server sends it: a dropdown already carries its option's text. */
export interface TPropertyFactValue {
  /** The attribute's name (BedroomCount, HOA …). */
  name: string;
  /** Its display name, the label the host's form shows. */
  label: string;
  /** TextField, IntField, DecimalField, DateField, BoolField or DropdownField. */
  type: string;
  value: string;
}

/** Attributes holding money, shown as dollars (spec part 2 §3: MarketValuationValue and HOA). */
const MONEY_ATTRIBUTES = new Set(['MarketValuationValue', 'HOA']);
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * How one fact reads, or null when it is not shown: the estimated value only above 0 (spec part 1 §3),
 * money as dollars, decimals with separators, yes/no, and dates as MM/DD/YYYY (a calendar day, no zone).
 */
export function propertyFactText(fact: TPropertyFactValue): string | null {
  const value = fact.value.trim();
  if (value === '') return null;
  const number = Number(value);
  const isNumber = Number.isFinite(number) && /^-?\d*\.?\d+$/.test(value);
  if (MONEY_ATTRIBUTES.has(fact.name)) {
    if (!isNumber || (fact.name === 'MarketValuationValue' && number <= 0)) return null;
    return formatUsd(toCents(number));
  }
  switch (fact.type) {
    case 'BoolField':
      return value.toLowerCase() === 'true' ? 'Yes' : 'No';
    case 'DateField': {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
      return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
    }
    // Measures (square feet, lot size) are decimals and read with separators; whole-number attributes are
    // counts and years ("Year Built 2004"), shown as typed.
    case 'DecimalField':
      return isNumber ? numberFormat.format(number) : value;
    default:
      return value;
  }
}

/** The facts a property panel lists: label and text, in the order given, the hidden ones left out. */
export function shownPropertyFacts(facts: readonly TPropertyFactValue[]): { label: string; text: string }[] {
  return facts.flatMap((fact) => {
    const text = propertyFactText(fact);
    return text === null ? [] : [{ label: fact.label, text }];
  });
}
