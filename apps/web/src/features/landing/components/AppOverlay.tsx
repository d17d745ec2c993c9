import { MobileOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { dismissAppOverlay, MOBILE_APP_URL, shouldOfferApp } from '../app-overlay-gate';

/**
 * 'See Bidright in...' (spec part 3 §2): a blocking overlay on phones and tablets with Open (the app) and
 * Continue (stay in the browser). Continue dismisses it for this visit. The public pages' layout renders it
 * everywhere; it shows only on a phone or tablet that has not dismissed it (`shouldOfferApp`).
 *
 * A native modal `<dialog>` (styled by styles.css, `.app-overlay`): the browser makes the page behind it
 * inert and keeps the focus inside, and a phone's first load carries no modal code. Escape does not close it,
 * as the spec's overlay only goes away with Continue.
 */
export function AppOverlay() {
  const [open, setOpen] = useState(shouldOfferApp);
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
      <a className="site-button is-large" href={MOBILE_APP_URL}>
        Open
      </a>
      <button type="button" className="site-button is-large is-block" onClick={dismiss}>
        Continue
      </button>
    </dialog>
  );
}
