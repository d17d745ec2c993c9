import './AppOverlay.css';
import { MobileOutlined } from '@ant-design/icons';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { promptInstall } from '../../../lib/install-prompt';
import { useAppUrl } from '../api/app-links';
import { addToHomeScreenHelp, dismissAppOverlay, shouldOfferApp } from '../app-overlay-gate';

/**
 * 'See Bidright in...' (spec part 3 §2): a blocking overlay on phones and tablets with Open (the app) and
 * Continue (stay in the browser). Continue dismisses it for this visit. The public pages' layout renders it
 * everywhere; it shows only on a phone or tablet, in the browser, that has not dismissed it (`shouldOfferApp`).
 *
 * Open installs the app (ADR 0050): the browser's install dialog where it offered one
 * (`beforeinstallprompt`), otherwise how to add it to the home screen. Open is a link to the app's address
 * (PUBLIC_URL): on another address of the server it goes there, where the app installs.
 *
 * A native modal `<dialog>` (styled by AppOverlay.css, `.app-overlay`): the browser makes the page behind it
 * inert and keeps the focus inside, and a phone's first load carries no modal code. Escape does not close it,
 * as the spec's overlay only goes away with Continue.
 */
export function AppOverlay() {
  const [open, setOpen] = useState(shouldOfferApp);
  const [help, setHelp] = useState<string | null>(null);
  const { appUrl } = useAppUrl(open);
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [open]);
  if (!open) return null;
  const dismiss = () => {
    dismissAppOverlay();
    const dialog = dialogRef.current;
    if (typeof dialog?.close === 'function') dialog.close();
    setOpen(false);
  };
  const install = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (new URL(appUrl).origin !== window.location.origin) return;
    event.preventDefault();
    const outcome = await promptInstall();
    if (outcome === 'accepted') dismiss();
    else if (outcome === 'unavailable') setHelp(addToHomeScreenHelp());
  };
  return (
    <dialog
      ref={dialogRef}
      className="app-overlay"
      aria-labelledby="app-overlay-title"
      data-testid="app-overlay"
      onCancel={(event) => event.preventDefault()}
    >
      <MobileOutlined className="app-overlay-icon" />
      <h2 id="app-overlay-title">See Bidright in...</h2>
      <p>The Bidright app, or keep using this browser.</p>
      <div role="status">{help && <p data-testid="app-install-help">{help}</p>}</div>
      <a className="site-button is-large" href={appUrl} onClick={install}>
        Open
      </a>
      <button type="button" className="site-button is-large is-block" onClick={dismiss}>
        Continue
      </button>
    </dialog>
  );
}
