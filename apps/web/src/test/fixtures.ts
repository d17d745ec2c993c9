import type { TRole, TTokenResponse } from '@bidright/domain';

/** A token answer as POST /connect/token returns it. */
export function tokenResponse(
  overrides: Partial<TTokenResponse> = {},
  role: TRole = 'Bidder',
): TTokenResponse {
  return {
    access_token: 'access-1',
    token_type: 'Bearer',
    expires_in: 900,
    refresh_token: 'refresh-1',
    refresh_expires_in: 86_400,
    firstName: 'Jane',
    lastName: 'Doe',
    userName: 'jane',
    roles: [role],
    id: 'user-1',
    required2FA: false,
    phone: null,
    configuredGoogleAuth: false,
    deviceId: 'device-1',
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
