import { z } from 'zod';
import { ACCOUNT_MESSAGES as A } from '../account-rules';
import { ZId } from '../ids';
import { ZEmail } from './accounts';

/**
 * The public site's content (spec part 3 §2, §3, §5): helpful resources (blog posts), the FAQ, the contact
 * form and the public configuration read.
 */

/** A resource in the home page's list (the body is fetched with the post). */
export const ZResourceSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  createdDate: z.string(),
});
export type TResourceSummary = z.infer<typeof ZResourceSummary>;

/** GET /api/resources/{blogId}: `body` is sanitised HTML (no script survives). */
export const ZResource = ZResourceSummary.extend({ body: z.string() });
export type TResource = z.infer<typeof ZResource>;

export const ZHelp = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type THelp = z.infer<typeof ZHelp>;

/** A blog id in a page address must be an id in the API's one form (ZId, part 3 §5); anything else is the not-found page. */
export const isBlogId = (value: string | undefined): value is string =>
  value !== undefined && ZId.safeParse(value).success;

export const CONTACT_MESSAGES = {
  sent: 'Thank you! Your message has been sent. We will get back to you shortly.',
  subject: 'Contact form: {name}',
} as const;

/** Where contact messages go when the Contact_ToEmail setting is absent. */
export const DEFAULT_CONTACT_TO_EMAIL = 'support@bidright.example.com';
export const CONTACT_TO_EMAIL_KEY = 'Contact_ToEmail';

const required = (max: number) =>
  z
    .string({ error: A.fieldRequired })
    .trim()
    .min(1, { error: A.fieldRequired })
    .max(max, { error: `Must be at most ${max} characters!` });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters!` })
    .nullish()
    .transform((value) => value || null);

/** POST /api/helps/contactus: name, e-mail and message required (part 3 §5). */
export const ZContactBody = z.object({
  name: required(100),
  email: ZEmail,
  phoneNumber: optional(30),
  companyName: optional(200),
  message: required(4000),
});
export type TContactBody = z.input<typeof ZContactBody>;

/** A public configuration setting (part 3 §3: key, value, displayName, modifiedDate). */
export const ZPublicConfiguration = z.object({
  key: z.string(),
  value: z.string(),
  displayName: z.string(),
  modifiedDate: z.string(),
});
export type TPublicConfiguration = z.infer<typeof ZPublicConfiguration>;
