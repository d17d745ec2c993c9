import {
  ANNOUNCE_BIDS_CHOICES,
  ANNOUNCE_BIDS_LABELS,
  ANNOUNCE_BIDS_TITLE,
} from '@bidright/domain/live-announcements';
import { ConfigProvider, Radio, theme } from 'antd';
import { type CSSProperties, useId, useLayoutEffect, useRef } from 'react';
import {
  attachAnnouncerHost,
  selectAnnouncerUser,
  setAnnounceBids,
  useAnnounceBids,
} from '../lib/live-announcer';
import { useSession } from '../lib/session';

/** Read by screen readers, invisible on screen (the usual clip pattern: display:none would silence it). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The live regions of the live screens (bidder lot page, control room, room view): mount one per screen.
 * lib/live-announcer.ts writes into them; they exist, empty, before the first news so it is read.
 */
export function LiveAnnouncer() {
  const ref = useRef<HTMLDivElement>(null);
  const { userId } = useSession();
  useLayoutEffect(() => selectAnnouncerUser(userId), [userId]);
  useLayoutEffect(() => (ref.current ? attachAnnouncerHost(ref.current) : undefined), []);
  return <div ref={ref} data-testid="live-announcer" style={VISUALLY_HIDDEN} />;
}

/** The visible "Announce bids: All / Mine only / Off" switch, remembered per user in this browser. */
export function AnnounceBidsSwitch({
  size = 'small',
  tone = 'light',
}: {
  size?: 'small' | 'middle';
  /** 'dark' on the room (TV) view: antd's dark buttons, the choice solid, so every label reads at 4.5:1. */
  tone?: 'light' | 'dark';
}) {
  const choice = useAnnounceBids();
  const labelId = useId();
  const group = (
    <Radio.Group
      aria-labelledby={labelId}
      data-testid="announce-bids"
      size={size}
      optionType="button"
      buttonStyle={tone === 'dark' ? 'solid' : 'outline'}
      value={choice}
      onChange={(event) => setAnnounceBids(event.target.value)}
      options={ANNOUNCE_BIDS_CHOICES.map((value) => ({ value, label: ANNOUNCE_BIDS_LABELS[value] }))}
    />
  );
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      {/* The colon is for the eye; the group's name is the words alone, as a screen reader should say it. */}
      <span>
        <span id={labelId}>{ANNOUNCE_BIDS_TITLE}</span>:
      </span>
      {tone === 'dark' ? (
        <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>{group}</ConfigProvider>
      ) : (
        group
      )}
    </div>
  );
}
