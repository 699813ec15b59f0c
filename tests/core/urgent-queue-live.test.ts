import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isListedOverdue, parseStaffEventText, QUEUE_LIVE_START, queueLiveStep, timeSinceAsked, type QueueLiveState, type StaffEventData } from '@manobal/core';

const MINUTE = 60_000;
const event = (id: number, type: StaffEventData['type'], callbackId: string, reason: StaffEventData['reason'] = 'crisis'): StaffEventData => ({
  id,
  type,
  callback_id: callbackId,
  reason,
  at: '2026-11-27T05:00:00.000Z',
  by: type === 'callback-requested' ? null : { person_id: 'p-asha', name: 'Asha Rao' },
  outcome: type === 'callback-outcome' ? 'reached' : null,
});

const run = (events: readonly StaffEventData[], from: QueueLiveState = QUEUE_LIVE_START) => events.reduce((state, next) => queueLiveStep(state, next).state, from);

describe("the urgent queue's live events", () => {
  it('announces a new request, keeps it fresh until someone claims it, and alerts only for arrivals', () => {
    const arrived = queueLiveStep(QUEUE_LIVE_START, event(7, 'callback-requested', 'cb-1'));
    expect(arrived).toMatchObject({ changed: true, alert: true });
    expect(arrived.state).toEqual({ lastEventId: 7, fresh: ['cb-1'], announcement: { eventId: 7, callbackId: 'cb-1', reason: 'crisis' } });
    const claimed = queueLiveStep(arrived.state, event(8, 'callback-claimed', 'cb-1'));
    expect(claimed).toMatchObject({ changed: true, alert: false });
    expect(claimed.state.fresh).toEqual([]);
  });

  it('keeps a released request as it was and drops one closed with an outcome from the fresh ones', () => {
    const state = run([event(1, 'callback-requested', 'a'), event(2, 'callback-requested', 'b', 'booking-help'), event(3, 'callback-released', 'a'), event(4, 'callback-outcome', 'b')]);
    expect(state.fresh).toEqual(['a']);
    expect(state.announcement?.callbackId).toBe('b');
    expect(state.lastEventId).toBe(4);
  });

  it('changes nothing for an event a reconnect sends again (property: replaying a prefix is a no-op)', () => {
    const types = ['callback-requested', 'callback-claimed', 'callback-released', 'callback-outcome'] as const;
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.constantFrom(...types), callback: fc.constantFrom('a', 'b', 'c') }), { minLength: 1, maxLength: 20 }), fc.nat(), (steps, cut) => {
        const events = steps.map((step, index) => event(index + 1, step.type, step.callback));
        const once = run(events);
        const replayed = run(events.slice(0, (cut % events.length) + 1), once);
        expect(replayed).toEqual(once);
        expect(queueLiveStep(once, events[events.length - 1]!).changed).toBe(false);
      }),
    );
  });

  it('reads only the data the stream sends, and ignores anything else', () => {
    expect(parseStaffEventText(JSON.stringify(event(3, 'callback-requested', 'cb-3')))).toEqual(event(3, 'callback-requested', 'cb-3'));
    expect(parseStaffEventText('not json')).toBeNull();
    expect(parseStaffEventText(JSON.stringify({ id: 3, type: 'something-else' }))).toBeNull();
  });

  it('marks a listed crisis overdue as the clock moves past 15 minutes unclaimed, never a claimed one or booking help', () => {
    const asked = new Date('2026-11-27T05:00:00.000Z');
    const listed = { id: 'cb', reason: 'crisis' as const, created_at: asked.toISOString(), state: 'waiting' as const };
    expect(isListedOverdue(listed, new Date(asked.getTime() + 14 * MINUTE))).toBe(false);
    expect(isListedOverdue(listed, new Date(asked.getTime() + 15 * MINUTE))).toBe(true);
    expect(isListedOverdue({ ...listed, state: 'claimed' }, new Date(asked.getTime() + 60 * MINUTE))).toBe(false);
    expect(isListedOverdue({ ...listed, reason: 'booking-help' }, new Date(asked.getTime() + 60 * MINUTE))).toBe(false);
  });

  it('says the time since a request was asked in minutes, then hours, then days', () => {
    const asked = new Date('2026-11-27T05:00:00.000Z');
    const after = (minutes: number) => timeSinceAsked(asked, new Date(asked.getTime() + minutes * MINUTE));
    expect([after(0), after(4), after(120), after(125), after(60 * 50)]).toEqual(['just now', '4 min ago', '2 h ago', '2 h 5 min ago', '2 days ago']);
  });
});
