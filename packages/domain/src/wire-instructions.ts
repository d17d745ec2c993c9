import { z } from 'zod';

/**
 * A host's wire instructions (issue 42 point 4, ADR 0070): every upload is a version, known to people by a
 * short fingerprint of its bytes' SHA-256. Server and web both write the fingerprint with this one function,
 * so the figure on the settings screen, the winner's screen, the SMS and the stamped PDF are the same.
 */

/** How many hex digits of the SHA-256 the fingerprint shows: 12, in three groups of four (48 bits). */
export const WIRE_FINGERPRINT_DIGITS = 12;

/**
 * The fingerprint of a version from the SHA-256 of its bytes (hex, either case): its first 12 digits upper
 * case in groups of four, e.g. `3F9A-71C2-0B4E`. Throws on anything that is not a 64-digit hex string, so a
 * wrong input can never print a plausible-looking fingerprint.
 */
export function wireFingerprint(sha256Hex: string): string {
  if (!/^[0-9a-fA-F]{64}$/.test(sha256Hex)) throw new Error('A wire fingerprint needs a SHA-256 in hex.');
  const digits = sha256Hex.slice(0, WIRE_FINGERPRINT_DIGITS).toUpperCase();
  return digits.match(/.{4}/g)!.join('-');
}

/** The two-step method the uploading user confirms a change with. */
export const ZWireCodeMethod = z.enum(['sms', 'authenticator']);
export type TWireCodeMethod = z.infer<typeof ZWireCodeMethod>;

/** POST .../wireinstructions/code: how to confirm; for SMS a code was sent and `verificationId` names it. */
export const ZWireCodeChallenge = z.object({
  method: ZWireCodeMethod,
  verificationId: z.string().nullable(),
  /** The last four digits of the phone the SMS went to, or null. */
  phoneLastFour: z.string().nullable(),
});
export type TWireCodeChallenge = z.infer<typeof ZWireCodeChallenge>;

/** One version of a company's wire instructions, newest first in a list. */
export const ZWireInstructionVersion = z.object({
  id: z.string(),
  version: z.number().int(),
  fileName: z.string(),
  createdBy: z.string(),
  createdDate: z.string(),
  fingerprint: z.string(),
  isCurrent: z.boolean(),
});
export type TWireInstructionVersion = z.infer<typeof ZWireInstructionVersion>;

/** GET .../wireinstructions/versions. */
export const ZWireInstructionVersions = z.object({ versions: z.array(ZWireInstructionVersion) });
export type TWireInstructionVersions = z.infer<typeof ZWireInstructionVersions>;

/** Our words (the spec gives none, ADR 0062): the refusals of an unconfirmed change. */
export const WIRE_MESSAGES = {
  codeRequired: 'Enter your two-step code to change the wire instructions.',
  codeInvalid: 'The two-step code is not valid. Wire instructions were not changed.',
  noMethod: 'Add a phone number or an authenticator to your account before changing the wire instructions.',
} as const;

/** The alert a winner who still owes money gets when the host's wire instructions change. */
export function wireChangedAlert(companyName: string, fingerprint: string) {
  return {
    title: 'Wire instructions changed',
    body: `${companyName} changed its wire instructions. New fingerprint: ${fingerprint}. Confirm these wire instructions by phone with the auction host before you send money. Open them only in the Bidright app.`,
  };
}

/** Shown beside the wire instructions on the winner's screen. */
export const WIRE_CONFIRM_WARNING =
  'Confirm these wire instructions by phone with the auction host before you send money.';
