import { z } from 'zod';

/**
 * GET /api/app/links: where the Bidright app lives (ADR 0051). The phone overlay's Open and the home page's
 * QR code lead to `publicUrl`, the server's configured public address (PUBLIC_URL), where the browser
 * installs the app.
 */
export const ZAppLinks = z.object({
  /** The server's PUBLIC_URL, with its trailing slash: the installed app's start page. */
  publicUrl: z.url(),
});
export type TAppLinks = z.infer<typeof ZAppLinks>;
