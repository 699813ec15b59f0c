import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { errAsync, okAsync } from 'neverthrow';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffCallback, StaffEventData } from '@manobal/core';
import { aStaffCallback } from '../../fixtures/staff-callbacks';
import { fakeStaffApi, renderConsoleAt, staffPerson } from './staff-harness';

/** The browser's EventSource as the queue uses it: the test opens, drops and feeds the stream. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(data: StaffEventData) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** The Web Audio API as far as the tone uses it, counting the notes played. */
const notes: number[] = [];
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  close = () => Promise.resolve();
  createGain = () => ({ gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next });
  createOscillator = () => {
    const oscillator = { type: '', frequency: { value: 0 }, connect: (next: unknown) => next, start: () => notes.push(oscillator.frequency.value), stop: () => undefined };
    return oscillator;
  };
}

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

const callback = (id: string, name: string, overrides: Partial<StaffCallback> = {}): StaffCallback =>
  aStaffCallback({ id, name, created_at: minutesAgo(3), risk: 'yes', language: 'hindi', ...overrides });

const page = (items: StaffCallback[]) => okAsync({ msg: 'ok', data: { items, page: 1, limit: 20, total: items.length } });
const event = (id: number, type: StaffEventData['type'], callbackId: string, reason: StaffEventData['reason'] = 'crisis'): StaffEventData => ({
  id,
  type,
  callback_id: callbackId,
  reason,
  at: new Date().toISOString(),
  by: type === 'callback-requested' ? null : { person_id: 'p-ravi', name: 'Ravi' },
  outcome: null,
});

const ASHA = staffPerson('Asha Rao', ['coordinator']);
const stream = () => {
  const latest = FakeEventSource.opened.at(-1);
  if (!latest) throw new Error('the queue opened no event stream');
  return latest;
};

beforeEach(() => {
  FakeEventSource.opened = [];
  notes.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// A dismissed toast is removed 200 ms later by the toaster's own timer: let it run before jsdom is torn down.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

// The screen loads lazily; loading it once here keeps a busy machine's first import out of the tests' waits.
beforeAll(async () => {
  await import('../../web/src/staff/features/queue/queue-screen');
}, 60_000);

describe("the console's urgent queue", () => {
  it("opens a coordinator's console on the open call-backs, each with the time since it was asked, crisis and overdue marked", async () => {
    const asked: unknown[] = [];
    const api = fakeStaffApi(ASHA, {
      staffCallbacks: (request: unknown) => {
        asked.push(request);
        return page([callback('c1', 'Meera K', { created_at: minutesAgo(20.5), overdue: true }), callback('c2', 'Arjun S', { reason: 'booking-help', urgency: 'normal', risk: null, language: null, attempts: 2 })]);
      },
    });
    const { router } = renderConsoleAt('', api);
    const meera = await screen.findByRole('article', { name: 'Meera K' });
    expect(router.state.location.pathname).toBe('/staff/queue');
    expect(asked).toEqual([{ state: 'open', page: 1, limit: 20 }]);
    expect(within(meera).getByText('Crisis')).toBeInTheDocument();
    expect(within(meera).getByText('Overdue: nobody has claimed this crisis for 15 minutes')).toBeInTheDocument();
    expect(within(meera).getByText(/^Asked 20 min ago/)).toBeInTheDocument();
    expect(within(meera).getByRole('link', { name: 'Call 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(meera).getByText('Risk answer: Yes')).toBeInTheDocument();
    const arjun = screen.getByRole('article', { name: 'Arjun S' });
    expect(within(arjun).getByText('Help with booking')).toBeInTheDocument();
    expect(within(arjun).getByText('2 calls with no answer')).toBeInTheDocument();
    expect(within(arjun).queryByText(/Overdue/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['callback-c1', 'callback-c2']);
  });

  it('shows a new call-back the moment the server sends its event, announced and highlighted, without a reload', async () => {
    let items = [callback('c2', 'Arjun S', { reason: 'booking-help', urgency: 'normal' })];
    const api = fakeStaffApi(ASHA, { staffCallbacks: () => page(items) });
    renderConsoleAt('/queue', api);
    await screen.findByRole('article', { name: 'Arjun S' });
    act(() => stream().open());
    expect(await screen.findByText('Live: new call-backs appear here at once')).toBeInTheDocument();

    items = [callback('c9', 'Kavya P'), ...items];
    act(() => stream().send(event(41, 'callback-requested', 'c9')));
    const kavya = await screen.findByRole('article', { name: 'Kavya P' });
    expect(within(kavya).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('New call-back: Crisis')).toHaveAttribute('aria-live', 'assertive');
    expect(within(screen.getByRole('article', { name: 'Arjun S' })).queryByText('New')).not.toBeInTheDocument();
    expect(notes).toEqual([]);
  });

  it('plays a short tone for a new call-back only once the person has switched the sound on', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi(ASHA, { staffCallbacks: () => page([]) });
    renderConsoleAt('/queue', api);
    expect(await screen.findByText('Nobody is waiting for a call.')).toBeInTheDocument();
    act(() => stream().open());
    act(() => stream().send(event(1, 'callback-requested', 'c1')));
    expect(notes).toEqual([]);
    const sound = screen.getByRole('button', { name: /Play a sound for a new call-back/ });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    await user.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    act(() => stream().send(event(2, 'callback-requested', 'c2')));
    await waitFor(() => expect(notes.length).toBeGreaterThan(0));
  });

  it('catches up after the stream is lost: it says so, and reads the list again once it is back', async () => {
    let reads = 0;
    const api = fakeStaffApi(ASHA, {
      staffCallbacks: () => {
        reads += 1;
        return page(reads === 1 ? [] : [callback('c5', 'Missed while away')]);
      },
    });
    renderConsoleAt('/queue', api);
    await screen.findByText('Nobody is waiting for a call.');
    act(() => stream().open());
    act(() => stream().drop());
    expect(await screen.findByText(/Connection lost: reconnecting/)).toBeInTheDocument();
    act(() => stream().open());
    expect(await screen.findByRole('article', { name: 'Missed while away' })).toBeInTheDocument();
    expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument();
  });

  it('tells a coordinator who is calling when their claim is refused because someone else has it', async () => {
    const user = userEvent.setup();
    let items = [callback('c1', 'Meera K')];
    const api = fakeStaffApi(ASHA, {
      staffCallbacks: () => page(items),
      staffClaimCallback: () => {
        items = [callback('c1', 'Meera K', { state: 'claimed', claimed_by: { person_id: 'p-ravi', name: 'Ravi' }, claimed_at: new Date().toISOString() })];
        return errAsync({ kind: 'http', status: 409, message: 'Ravi is already calling this person.', refusal: 'claimed-by-other' });
      },
    });
    renderConsoleAt('/queue', api);
    const meera = await screen.findByRole('article', { name: 'Meera K' });
    await user.click(within(meera).getByRole('button', { name: "I'm calling" }));
    expect(await within(meera).findByRole('alert')).toHaveTextContent('Ravi is already calling this person.');
    expect(await within(meera).findByText('Ravi is calling')).toBeInTheDocument();
    expect(within(meera).queryByRole('button', { name: "I'm calling" })).not.toBeInTheDocument();
  });

  it('claims a call-back, records a no-answer (the attempt counted), claims it again and closes it as referred to Tele-MANAS', async () => {
    const user = userEvent.setup();
    const claimedByAsha = { state: 'claimed' as const, claimed_by: { person_id: ASHA.person_id, name: ASHA.name }, claimed_at: new Date().toISOString() };
    let current = callback('c1', 'Meera K');
    const outcomes: unknown[] = [];
    const api = fakeStaffApi(ASHA, {
      staffCallbacks: () => page(current.state === 'closed' ? [] : [current]),
      staffClaimCallback: () => {
        current = { ...current, ...claimedByAsha };
        return okAsync({ msg: 'Saved.', data: current });
      },
      staffCallbackOutcome: (request: { outcome: StaffCallback['outcome'] }) => {
        outcomes.push(request);
        current =
          request.outcome === 'no-answer'
            ? { ...current, state: 'waiting', claimed_by: null, claimed_at: null, attempts: current.attempts + 1, outcome: 'no-answer' }
            : { ...current, state: 'closed', outcome: request.outcome, closed_by: claimedByAsha.claimed_by, closed_at: new Date().toISOString() };
        return okAsync({ msg: 'Saved.', data: current });
      },
    });
    renderConsoleAt('/queue', api);
    let meera = await screen.findByRole('article', { name: 'Meera K' });
    await user.click(within(meera).getByRole('button', { name: "I'm calling" }));
    expect(await within(meera).findByText('You are calling')).toBeInTheDocument();
    const outcome = within(meera).getByRole('group', { name: 'What did the call come to?' });
    await user.click(within(outcome).getByRole('button', { name: 'No answer' }));
    meera = await screen.findByRole('article', { name: 'Meera K' });
    expect(await within(meera).findByText('1 call with no answer')).toBeInTheDocument();
    await user.click(within(meera).getByRole('button', { name: "I'm calling" }));
    await user.click(await within(meera).findByRole('button', { name: 'Referred to Tele-MANAS (14416)' }));
    expect(await screen.findByText('Nobody is waiting for a call.')).toBeInTheDocument();
    expect(outcomes).toEqual([
      { id: 'c1', outcome: 'no-answer' },
      { id: 'c1', outcome: 'referred-tele-manas' },
    ]);
  });

  it('lets the person who claimed a call-back release it for someone else', async () => {
    const user = userEvent.setup();
    let current = callback('c1', 'Meera K', { state: 'claimed', claimed_by: { person_id: ASHA.person_id, name: ASHA.name }, claimed_at: new Date().toISOString() });
    const api = fakeStaffApi(ASHA, {
      staffCallbacks: () => page([current]),
      staffReleaseCallback: () => {
        current = { ...current, state: 'waiting', claimed_by: null, claimed_at: null };
        return okAsync({ msg: 'Saved.', data: current });
      },
    });
    renderConsoleAt('/queue', api);
    const meera = await screen.findByRole('article', { name: 'Meera K' });
    await user.click(within(meera).getByRole('button', { name: 'Let someone else call' }));
    expect(await within(meera).findByRole('button', { name: "I'm calling" })).toBeInTheDocument();
  });

  it('has nothing axe finds wrong, and works by keyboard alone', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const mine = { state: 'claimed' as const, claimed_by: { person_id: ASHA.person_id, name: ASHA.name }, claimed_at: new Date().toISOString() };
    let meeraNow = callback('c1', 'Meera K', { created_at: minutesAgo(30), overdue: true });
    const api = fakeStaffApi(ASHA, {
      staffCallbacks: () => page([meeraNow, callback('c2', 'Arjun S', mine)]),
      staffClaimCallback: () => {
        meeraNow = { ...meeraNow, ...mine };
        return okAsync({ msg: 'Saved.', data: meeraNow });
      },
    });
    const { container } = renderConsoleAt('/queue', api);
    const meera = await screen.findByRole('article', { name: 'Meera K' });
    act(() => stream().open());
    act(() => stream().send(event(3, 'callback-requested', 'c1')));
    await screen.findByText('New call-back: Crisis');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
    const claim = within(meera).getByRole('button', { name: "I'm calling" });
    while (document.activeElement !== claim) await user.tab();
    await user.keyboard('{Enter}');
    expect(await within(meera).findByText('You are calling')).toBeInTheDocument();
  });
});
