import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '../account-rules';
import { zNumeric, zText } from '../text';

/**
 * The law firm of a signed-in client (spec part 3 §2 "Client account page: firm details and attorney
 * list", §3 Client (firm) and Attorney, §5 "Client firm: name required, address optional", §7
 * GET/PUT /api/clients and POST /api/attorneys/list).
 */

/** Firm details as GET /api/clients answers them. */
export const ZClientFirm = z.object({
  id: z.string(),
  name: z.string(),
  streetLine1: z.string().nullable(),
  streetLine2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
  status: z.enum(['Active', 'Inactive']),
  /** When the firm linked itself with the caller's current company (null: not linked). */
  linkedSince: z.string().nullable(),
});
export type TClientFirm = z.infer<typeof ZClientFirm>;

const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max, { error: `Must be at most ${max} characters!` })
    .nullish()
    .transform((value) => (value ? value : null));

/** PUT /api/clients: the firm's name (required) and address (optional, each part on its own). */
export const ZClientFirmBody = z.object({
  name: zText({ error: M.fieldRequired })
    .trim()
    .min(1, { error: M.fieldRequired })
    .max(200, { error: 'Must be at most 200 characters!' }),
  streetLine1: optionalText(200),
  streetLine2: optionalText(200),
  city: optionalText(100),
  stateCode: zText()
    .trim()
    .max(2, { error: 'Use the two-letter state code!' })
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  zipCode: zText()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^\d{5}(-\d{4})?$/.test(value), {
      error: 'Please enter a valid zip code!',
    }),
});
export type TClientFirmBody = z.infer<typeof ZClientFirmBody>;

/** An attorney of the firm. */
export const ZAttorney = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type TAttorney = z.infer<typeof ZAttorney>;
/** POST and PUT of an attorney (staff's or the firm's own): the attorney as saved, with the spec's text. */
export const ZSavedAttorney = ZAttorney.extend({ message: z.string() });
export type TSavedAttorney = z.infer<typeof ZSavedAttorney>;

/** The client page lists attorneys five to a page (spec part 3 §9). */
export const CLIENT_PAGE_ATTORNEY_PAGE_SIZE = 5;

/** POST /api/attorneys/list: a page of the own firm's attorneys, primary first. */
export const ZAttorneyListBody = z
  .object({
    pagination: z
      .object({
        current: zNumeric(z.number().int().min(1).max(1_000_000)).default(1),
        pageSize: zNumeric(z.number().int().min(1).max(100)).optional(),
      })
      .optional(),
  })
  .default({});
export const ZAttorneyPage = z.object({ data: z.array(ZAttorney), total: z.number().int() });
export type TAttorneyPage = z.infer<typeof ZAttorneyPage>;
