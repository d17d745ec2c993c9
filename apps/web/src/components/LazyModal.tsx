import { Modal, type ModalProps } from 'antd';
import { useState } from 'react';

/**
 * antd's Modal, left out until it first opens and kept from then on (so it still closes with its animation).
 * A closed Modal runs antd's hooks on every render of its parent: the lot page renders four times a second
 * with its clock, beside dialogs a bidder seldom opens.
 */
export function LazyModal(props: ModalProps) {
  const [hasOpened, setHasOpened] = useState(Boolean(props.open));
  // An update during render: the first open renders the Modal in the same pass, with no extra commit.
  if (props.open && !hasOpened) setHasOpened(true);
  return hasOpened ? <Modal {...props} /> : null;
}
