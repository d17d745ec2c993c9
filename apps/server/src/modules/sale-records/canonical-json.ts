/**
 * The signed text of a checkpoint (ADR 0069): JSON with object keys in code-point order, no whitespace,
 * numbers as integers only (amounts in cents). The verifier never re-serialises it: it checks the signature over
 * the exact text it was given, then reads the fields from it. The order only makes the text reproducible.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isSafeInteger(value))
      throw new Error(`a checkpoint holds integers only, not ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}
