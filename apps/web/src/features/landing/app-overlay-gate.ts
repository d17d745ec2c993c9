/**
 * When the phone overlay ('See Bidright in...') is offered. Kept apart from the overlay itself, so the shell
 * can ask without carrying the overlay's modal and QR code on every first load.
 */
import { isAppleMobile, isInstalledApp } from '../../lib/install-prompt';

const DISMISSED_KEY = 'bidright.appOverlayDismissed';

/** Phones and tablets: a touch screen no wider than a tablet in landscape. */
export function isPhoneOrTablet(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = window.matchMedia?.('(max-width: 1024px)').matches ?? false;
  const touch = navigator.maxTouchPoints > 0 || /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent);
  return narrow && touch;
}

/** A phone or tablet, in the browser (not the installed app), whose visitor has not pressed Continue. */
export function shouldOfferApp(): boolean {
  return isPhoneOrTablet() && !isInstalledApp() && sessionStorage.getItem(DISMISSED_KEY) !== '1';
}

/** Continue: the overlay stays away for the rest of this visit. */
export function dismissAppOverlay() {
  sessionStorage.setItem(DISMISSED_KEY, '1');
}

/**
 * How to add the app to the home screen where the browser offers no install dialog: Safari's Share menu on
 * an iPhone or iPad, the browser's menu elsewhere.
 */
export function addToHomeScreenHelp(): string {
  return isAppleMobile()
    ? 'To add Bidright to your home screen, tap Share, then Add to Home Screen.'
    : "To add Bidright to your home screen, open your browser's menu, then tap Install app or Add to Home screen.";
}
