import { useState } from 'react';
import { shouldOfferApp } from '../app-overlay-gate';
import { AppOverlay } from './AppOverlay';

/**
 * Where the public pages show the phone overlay: only on a phone or tablet that has not dismissed it in this
 * visit.
 */
export function AppOverlaySlot() {
  const [wanted] = useState(shouldOfferApp);
  return wanted ? <AppOverlay /> : null;
}
