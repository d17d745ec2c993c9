/** Where the user was when the session ended; a full reload of the login page still finds it. */
export const RETURN_TO_KEY = 'bidright.returnTo';

export type TFromLocation = { pathname: string; search: string; hash: string };
type TNavigate = (to: string, options: { replace?: boolean; state?: unknown }) => void;

let navigator: TNavigate = (to) => window.location.assign(to);

/** The router registers its navigate function so non-React code can move the user. */
export function setNavigator(next: TNavigate): void {
  navigator = next;
}

export function navigateTo(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  navigator(to, options);
}

export function currentLocation(): TFromLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function rememberReturnTo(from: TFromLocation): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, from.pathname + from.search + from.hash);
  } catch {
    // Storage may be disabled; the router state still carries the origin.
  }
}

/** Reads and forgets the remembered page. */
export function takeReturnTo(): string | undefined {
  try {
    const value = sessionStorage.getItem(RETURN_TO_KEY) ?? undefined;
    sessionStorage.removeItem(RETURN_TO_KEY);
    return value;
  } catch {
    return undefined;
  }
}

export function peekReturnTo(): string | undefined {
  try {
    return sessionStorage.getItem(RETURN_TO_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
