import { z } from 'zod';

/* The small answers many calls share: the id of what was created or changed, with the spec's text or without. */

/** The id of the record a call created, changed or deleted. */
export const ZIdAnswer = z.object({ id: z.string() });
export type TIdAnswer = z.infer<typeof ZIdAnswer>;

/** The id of the record a call saved and the spec's confirmation text. */
export const ZSavedAnswer = z.object({ id: z.string(), message: z.string() });
export type TSavedAnswer = z.infer<typeof ZSavedAnswer>;
