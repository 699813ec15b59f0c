import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALLBACK_OUTCOMES,
  callbackQueueUseCases,
  DEFAULT_CARE_TEAM_HOURS,
  listCallbacks,
  queueStep,
  requestCallback,
  WAITING_IN_QUEUE,
  type CallbackOutcome,
  type QueueStanding,
  type QueueWorker,
} from '@manobal/core';
import { aValidCallbackRequest } from '../../../fixtures/forms';
import { anOutage, createInMemoryCallbackStore } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';
import { aStaffActor, anotherStaffActor } from '../../../fixtures/staff-actors';

/** Monday 5 January 2026, 09:30 IST: the care team is working. */
const NOW = '2026-01-05T04:00:00.000Z';
const anita = aStaffActor();
const ravi = anotherStaffActor();

const aQueue = (outage = anOutage()) => {
  const callbacks = createInMemoryCallbackStore(outage);
  const clock = aMovableClock(NOW);
  const asked = requestCallback({ callbacks, ids: sequentialIds('cb'), clock, hours: DEFAULT_CARE_TEAM_HOURS });
  const request = (input: unknown) => asked(input, 'en');
  return { callbacks, clock, request, list: listCallbacks({ callbacks, clock }), ...callbackQueueUseCases({ callbacks, clock }) };
};

describe('the urgent queue', () => {
  it("lets one person claim a waiting call-back ('I'm calling') and tells everyone else who has it", async () => {
    const queue = aQueue();
    await queue.request(aValidCallbackRequest());
    queue.clock.set('2026-01-05T04:03:00.000Z');
    const claimed = (await queue.claimCallback(anita, { id: 'cb-1' }))._unsafeUnwrap();
    expect(claimed).toMatchObject({ state: 'claimed', claimed_by: { person_id: 'person-anita', name: 'Anita Rao' }, claimed_at: '2026-01-05T04:03:00.000Z', overdue: false });
    expect((await queue.claimCallback(ravi, { id: 'cb-1' }))._unsafeUnwrapErr()).toEqual({ kind: 'claimed-by-other', claimedBy: { personId: 'person-anita', name: 'Anita Rao' } });
    expect((await queue.recordCallbackOutcome(ravi, { id: 'cb-1', outcome: 'reached' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'claimed-by-other' });
    expect((await queue.releaseCallback(ravi, { id: 'cb-1' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'claimed-by-other' });
    // Claiming one's own claim again changes nothing and tells no console.
    expect((await queue.claimCallback(anita, { id: 'cb-1' }))._unsafeUnwrap()).toMatchObject({ state: 'claimed' });
    expect(queue.callbacks.events.map((event) => [event.id, event.type, event.by?.name ?? null])).toEqual([
      [1, 'callback-requested', null],
      [2, 'callback-claimed', 'Anita Rao'],
    ]);
  });

  it('of two claims racing, exactly one wins and the other is told who has it', async () => {
    const queue = aQueue();
    await queue.request(aValidCallbackRequest());
    // Both read the request as waiting before either writes: the store's conditional move decides.
    const [first, second] = await Promise.all([queue.claimCallback(anita, { id: 'cb-1' }), queue.claimCallback(ravi, { id: 'cb-1' })]);
    expect(first._unsafeUnwrap()).toMatchObject({ claimed_by: { name: 'Anita Rao' } });
    expect(second._unsafeUnwrapErr()).toEqual({ kind: 'claimed-by-other', claimedBy: { personId: 'person-anita', name: 'Anita Rao' } });
    expect(queue.callbacks.events.filter((event) => event.type === 'callback-claimed')).toHaveLength(1);
  });

  it('puts a call with no answer back to waiting with the attempt counted, and closes it with any other outcome', async () => {
    const queue = aQueue();
    await queue.request(aValidCallbackRequest());
    await queue.claimCallback(anita, { id: 'cb-1' });
    const unanswered = (await queue.recordCallbackOutcome(anita, { id: 'cb-1', outcome: 'no-answer' }))._unsafeUnwrap();
    expect(unanswered).toMatchObject({ state: 'waiting', claimed_by: null, attempts: 1, outcome: 'no-answer' });
    await queue.claimCallback(ravi, { id: 'cb-1' });
    queue.clock.set('2026-01-05T04:20:00.000Z');
    const referred = (await queue.recordCallbackOutcome(ravi, { id: 'cb-1', outcome: 'referred-tele-manas' }))._unsafeUnwrap();
    expect(referred).toMatchObject({
      state: 'closed',
      claimed_by: null,
      closed_by: { person_id: 'person-ravi', name: 'Ravi Menon' },
      closed_at: '2026-01-05T04:20:00.000Z',
      attempts: 1,
      outcome: 'referred-tele-manas',
      overdue: false,
      past_due: false,
    });
    for (const attempt of [queue.claimCallback(anita, { id: 'cb-1' }), queue.releaseCallback(ravi, { id: 'cb-1' }), queue.recordCallbackOutcome(ravi, { id: 'cb-1', outcome: 'reached' })]) {
      expect((await attempt)._unsafeUnwrapErr()).toEqual({ kind: 'callback-closed' });
    }
    expect(queue.callbacks.events.map((event) => [event.type, event.outcome])).toEqual([
      ['callback-requested', null],
      ['callback-claimed', null],
      ['callback-outcome', 'no-answer'],
      ['callback-claimed', null],
      ['callback-outcome', 'referred-tele-manas'],
    ]);
  });

  it('asks for a claim before an outcome, lets the claimer release it, and refuses unknown ids and outcomes', async () => {
    const queue = aQueue();
    await queue.request(aValidCallbackRequest());
    expect((await queue.recordCallbackOutcome(anita, { id: 'cb-1', outcome: 'reached' }))._unsafeUnwrapErr()).toEqual({ kind: 'callback-not-claimed' });
    await queue.claimCallback(anita, { id: 'cb-1' });
    expect((await queue.releaseCallback(anita, { id: 'cb-1' }))._unsafeUnwrap()).toMatchObject({ state: 'waiting', claimed_by: null, attempts: 0 });
    expect(queue.callbacks.events.at(-1)).toMatchObject({ type: 'callback-released', by: { name: 'Anita Rao' } });
    expect((await queue.claimCallback(anita, { id: 'cb-9' }))._unsafeUnwrapErr()).toEqual({ kind: 'callback-not-found' });
    expect((await queue.recordCallbackOutcome(anita, { id: 'cb-1', outcome: 'sorted' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'validation',
      fieldErrors: { outcome: `Use an outcome: ${CALLBACK_OUTCOMES.join(', ')}.` },
    });
  });

  it('marks a crisis nobody has claimed for 15 minutes overdue, and a claimed one or a booking question never', async () => {
    const queue = aQueue();
    await queue.request(aValidCallbackRequest({ name: 'Crisis One', reason: 'crisis' }));
    await queue.request(aValidCallbackRequest({ name: 'Crisis Two', reason: 'crisis' }));
    await queue.request(aValidCallbackRequest({ name: 'Booking', reason: 'booking-help' }));
    await queue.claimCallback(anita, { id: 'cb-2' });
    queue.clock.set('2026-01-05T04:14:59.999Z');
    const overdue = async () => Object.fromEntries((await queue.list({}))._unsafeUnwrap().items.map((item) => [item.name, item.overdue]));
    expect(await overdue()).toEqual({ 'Crisis One': false, 'Crisis Two': false, Booking: false });
    queue.clock.set('2026-01-05T04:15:00.000Z');
    expect(await overdue()).toEqual({ 'Crisis One': true, 'Crisis Two': false, Booking: false });
  });

  it("lists open ones first (waiting before claimed), a crisis first, then the oldest, and shows only the open or closed ones when asked", async () => {
    const queue = aQueue();
    const ask = async (name: string, reason: 'crisis' | 'booking-help', at: string) => {
      queue.clock.set(at);
      await queue.request(aValidCallbackRequest({ name, reason }));
    };
    await ask('Old help', 'booking-help', '2026-01-05T04:00:00.000Z');
    await ask('Old crisis', 'crisis', '2026-01-05T04:01:00.000Z');
    await ask('New crisis', 'crisis', '2026-01-05T04:02:00.000Z');
    await ask('Claimed crisis', 'crisis', '2026-01-05T03:00:00.000Z');
    await ask('Done help', 'booking-help', '2026-01-05T02:00:00.000Z');
    await queue.claimCallback(anita, { id: 'cb-4' });
    await queue.claimCallback(anita, { id: 'cb-5' });
    await queue.recordCallbackOutcome(anita, { id: 'cb-5', outcome: 'reached' });
    const names = async (input: object) => (await queue.list(input))._unsafeUnwrap().items.map((item) => item.name);
    expect(await names({})).toEqual(['Old crisis', 'New crisis', 'Old help', 'Claimed crisis', 'Done help']);
    expect(await names({ state: 'open' })).toEqual(['Old crisis', 'New crisis', 'Old help', 'Claimed crisis']);
    expect(await names({ state: 'closed' })).toEqual(['Done help']);
    expect((await queue.list({ state: 'mine' }))._unsafeUnwrapErr()).toMatchObject({ fieldErrors: { state: 'Use a state: open, closed, all.' } });
  });

  it('answers store-unavailable while the store is down', async () => {
    const outage = anOutage();
    const queue = aQueue(outage);
    await queue.request(aValidCallbackRequest());
    outage.down = true;
    expect((await queue.claimCallback(anita, { id: 'cb-1' }))._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
  });
});

describe('the queue step (property)', () => {
  const workers: readonly QueueWorker[] = [
    { personId: 'a', name: 'A' },
    { personId: 'b', name: 'B' },
    { personId: 'c', name: 'C' },
  ];
  const action = fc.oneof(
    fc.constant({ kind: 'claim' } as const),
    fc.constant({ kind: 'release' } as const),
    fc.constantFrom(...CALLBACK_OUTCOMES).map((outcome: CallbackOutcome) => ({ kind: 'outcome', outcome }) as const),
  );

  it('never lets anyone but the claimer move a claimed request, counts every no-answer, and keeps a closed one closed', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), action), { maxLength: 40 }), (steps) => {
        let standing: QueueStanding = WAITING_IN_QUEUE;
        let noAnswers = 0;
        for (const [who, next] of steps) {
          const worker = workers[who]!;
          const before = standing;
          const step = queueStep(standing, next, worker, new Date(NOW));
          if (before.position.state === 'closed') expect(step._unsafeUnwrapErr()).toEqual({ kind: 'callback-closed' });
          if (before.position.state === 'claimed' && before.position.by.personId !== worker.personId) expect(step.isErr()).toBe(true);
          if (step.isErr() || step.value.kind === 'unchanged') continue;
          standing = step.value.standing;
          if (next.kind === 'outcome' && next.outcome === 'no-answer') noAnswers += 1;
          if (next.kind === 'claim') expect(standing.position).toMatchObject({ state: 'claimed', by: worker });
        }
        expect(standing.attempts).toBe(noAnswers);
      }),
    );
  });
});
