import { describe, expect, it } from 'vitest';
import type { ControlMessage } from './bus';
import { InProcessBus } from './bus-in-process';
import { publishAfterAnswer } from './context';
import type { CommittedEvent } from './events';
import { afterFanOut } from './live-test-kit';

const event = (seq: number) => ({ lotId: 7, seq }) as unknown as CommittedEvent;

/** A real in-process bus that records what it was asked to publish, and in how many calls. */
function recordingBus() {
  const bus = new InProcessBus();
  const heard: string[] = [];
  const calls: string[] = [];
  bus.subscribe((e) => heard.push(`event ${e.seq}`));
  bus.subscribeControl((m: ControlMessage) => heard.push(`control ${m.type}`));
  const publish = bus.publish.bind(bus);
  bus.publish = (events) => {
    calls.push(`publish ${events.map((e) => e.seq).join(',')}`);
    return publish(events);
  };
  return { bus, heard, calls };
}

describe('publishAfterAnswer', () => {
  it('publishes nothing before the caller has answered, then everything in the order it was queued', async () => {
    const { bus, heard, calls } = recordingBus();
    publishAfterAnswer(bus, { events: [event(1)] });
    publishAfterAnswer(bus, { events: [event(2), event(3)] });
    publishAfterAnswer(bus, { control: { type: 'kick', userId: 5, lotId: 7 } });
    publishAfterAnswer(bus, { events: [event(4)] });
    expect(heard).toEqual([]);

    await afterFanOut();
    // Events of one turn leave as one publish; the kick stays behind the events queued before it.
    expect(calls).toEqual(['publish 1,2,3', 'publish 4']);
    expect(heard).toEqual(['event 1', 'event 2', 'event 3', 'control kick', 'event 4']);
  });

  it('keeps each turn apart and each bus apart', async () => {
    const first = recordingBus();
    const second = recordingBus();
    publishAfterAnswer(first.bus, { events: [event(1)] });
    publishAfterAnswer(second.bus, { events: [event(9)] });
    await afterFanOut();
    publishAfterAnswer(first.bus, { events: [event(2)] });
    await afterFanOut();
    expect(first.calls).toEqual(['publish 1', 'publish 2']);
    expect(second.heard).toEqual(['event 9']);
  });
});
