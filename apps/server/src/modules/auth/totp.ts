import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s), as every authenticator app speaks them,
 * through otplib. One step of clock drift either side is accepted.
 */
const ISSUER = 'Bidright';

export const generateTotpSecret = () => generateSecret();

/** The current code for a secret (tests use it to act as the authenticator app). */
export const totpCode = (secret: string) => generate({ secret });

/**
 * The 30-second step a code belongs to, or null when it is wrong. With `afterStep`, codes of that step or
 * earlier are refused: a code that was accepted once cannot be replayed inside its window.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep?: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep === null || afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  if (!result.valid) return null;
  return 'timeStep' in result ? result.timeStep : Math.floor(Date.now() / 30_000) + result.delta;
}

/** What the setup screen shows: a QR code image (data: URL) of the provisioning URI, and the URI itself. */
export async function provisioningQr(account: string, secret: string) {
  const uri = generateURI({ issuer: ISSUER, label: account, secret });
  return { uri, imageUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}
