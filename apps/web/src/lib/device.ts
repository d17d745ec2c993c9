const DEVICE_ID_KEY = 'bidright.deviceId';

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; build a v4 UUID by hand elsewhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's device id: a random UUID kept in localStorage so it survives logouts and new logins. */
export function getDeviceId(): string {
  try {
    const existing = localStorage.getItem(DEVICE_ID_KEY);
    if (existing) return existing;
    const created = randomUuid();
    localStorage.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return randomUuid();
  }
}

const DEVICE_TOKENS_KEY = 'bidright.deviceTokens';

function readDeviceTokens(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The server-signed trusted-device token this browser got when `userName` passed a two-step code; sent
 * back with the password grant so the code is not asked again. One per user name (browsers are shared).
 */
export function getDeviceToken(userName: string): string | undefined {
  return readDeviceTokens()[userName.trim().toLowerCase()];
}

/** Keeps the trusted-device token a completed two-step login (or a bidder sign-up) answered. */
export function saveDeviceToken(userName: string, token: string | undefined): void {
  if (!token) return;
  try {
    const tokens = readDeviceTokens();
    tokens[userName.trim().toLowerCase()] = token;
    localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // Private mode without storage: the code is simply asked again next time.
  }
}
