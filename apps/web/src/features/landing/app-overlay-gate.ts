/**
 * When the phone overlay ('See Bidright in...') is offered. Kept apart from the overlay itself, so the shell
 * can ask without carrying the overlay's modal and QR code on every first load.
 */

/** Where "Open" and the QR code lead: the Bidright app's download page. */
export const MOBILE_APP_URL = 'https://bidright.example.com/app';
const DISMISSED_KEY = 'bidright.appOverlayDismissed';

/** Phones and tablets: a touch screen no wider than a tablet in landscape. */
export function isPhoneOrTablet(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia?.('(max-width: 1024px)').matches ?? false;
  const touch = navigator.maxTouchPoints > 0 || /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent);
  return narrow && touch;
}

/** A phone or tablet whose visitor has not pressed Continue in this visit. */
export function shouldOfferApp(): boolean {
  return isPhoneOrTablet() && sessionStorage.getItem(DISMISSED_KEY) !== '1';
}

/** Continue: the overlay stays away for the rest of this visit. */
export function dismissAppOverlay() {
  sessionStorage.setItem(DISMISSED_KEY, '1');
}
