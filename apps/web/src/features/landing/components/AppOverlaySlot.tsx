import { lazy, Suspense, useState } from 'react';
import { shouldOfferApp } from '../app-overlay-gate';

const AppOverlay = lazy(async () => ({ default: (await import('./MobileAppBlocks')).AppOverlay }));

/**
 * Where the public pages show the phone overlay. Its modal and the QR code are fetched only on a phone or
 * tablet that has not dismissed it, so a desktop visitor's first load never carries them.
 */
export function AppOverlaySlot() {
  const [wanted] = useState(shouldOfferApp);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppOverlay />
    </Suspense>
  );
}
