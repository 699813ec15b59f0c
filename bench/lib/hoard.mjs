import { performance } from 'node:perf_hooks';
import { json } from './booking-load.mjs';

/**
 * A hoarding attempt against a running server (the booking caps, core's BOOKING_CAPS): one address, a new device on
 * every request (no cookie sent back) and a made-up name, phone and e-mail on every booking, tries to hold and
 * confirm every free time of every therapist in one week. Reports what it got, what each cap refused, how much of
 * each therapist's week stayed free, and what health said afterwards. The server must trust 127.0.0.1 as its proxy
 * (TRUST_PROXY), so the hoarder's address is the X-Forwarded-For it sends.
 */
const API = '/api/v1';
const HOARDER = '203.0.113.66';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const istDate = (ms) => new Date(ms + 330 * MINUTE_MS).toISOString().slice(0, 10);

/** The Monday (IST) at least a week away: a whole week inside the horizon and past any notice. */
const targetWeek = () => {
  const today = new Date(`${istDate(Date.now())}T00:00:00Z`);
  const untilMonday = (8 - today.getUTCDay()) % 7 || 7;
  return istDate(today.getTime() + (untilMonday + 7) * DAY_MS - 330 * MINUTE_MS);
};

const weekSlots = async (origin, therapistId, monday) => {
  const body = await json(await fetch(`${origin}${API}/therapists/${encodeURIComponent(therapistId)}/slots?from=${monday}&days=7`));
  return body.data.days.flatMap((day) => day.slots);
};

/** Minutes covered by free sessions, overlapping starts counted once: the time a person could still book. */
const freeMinutes = (slots) => {
  let total = 0;
  let reached = -Infinity;
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const start = Math.max(Date.parse(slot.start), reached);
    const end = Date.parse(slot.end);
    if (end > start) total += (end - start) / MINUTE_MS;
    reached = Math.max(reached, end);
  }
  return total;
};

const post = (origin, path, body) =>
  fetch(`${origin}${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': HOARDER },
    body: JSON.stringify(body),
  });

export const measureHoard = async ({ origin }) => {
  const started = performance.now();
  const monday = targetWeek();
  const therapists = (await json(await fetch(`${origin}${API}/therapists`))).data.items;
  const before = Object.fromEntries(await Promise.all(therapists.map(async (t) => [t.id, freeMinutes(await weekSlots(origin, t.id, monday))])));
  const refused = {};
  let attempts = 0;
  let held = 0;
  let confirmed = 0;
  let taken = 0;
  for (const therapist of therapists) {
    for (const slot of await weekSlots(origin, therapist.id, monday)) {
      attempts += 1;
      const hold = await post(origin, '/appointments/holds', { therapist_id: therapist.id, start: slot.start, mode: slot.modes[0] });
      const holdBody = await json(hold);
      if (hold.status === 409) taken += 1;
      if (hold.status !== 201) {
        if (holdBody.kind && hold.status === 429) refused[holdBody.kind] = (refused[holdBody.kind] ?? 0) + 1;
        continue;
      }
      held += 1;
      const n = attempts;
      const booking = await post(origin, '/appointments', {
        hold_id: holdBody.data.hold_id,
        name: `Made Up ${n}`,
        email: `made.up.${n}@example.in`,
        phone: `9${String(100_000_000 + n)}`,
        age: '30',
      });
      const bookingBody = await json(booking);
      if (booking.status === 201) confirmed += 1;
      else if (bookingBody.kind) refused[bookingBody.kind] = (refused[bookingBody.kind] ?? 0) + 1;
    }
  }
  const freeShare = {};
  for (const therapist of therapists) {
    const after = freeMinutes(await weekSlots(origin, therapist.id, monday));
    freeShare[therapist.id] = before[therapist.id] > 0 ? after / before[therapist.id] : 1;
  }
  const health = await json(await fetch(`${origin}${API}/health`));
  return {
    week: monday,
    seconds: (performance.now() - started) / 1000,
    attempts,
    held,
    confirmed,
    takenAlready: taken,
    refused,
    freeShare,
    health: health.data?.booking_caps ?? null,
  };
};

const percent = (share) => `${(share * 100).toFixed(0)} %`;

/** The RESULTS.md section of a hoard run on each engine. */
export const hoardSection = (hoards) => {
  const runs = Object.entries(hoards ?? {}).filter(([, run]) => run && run.attempts !== undefined);
  if (runs.length === 0) return '';
  const lines = [
    '## Hoarding attempt (booking caps)',
    '',
    'One address, a new device on every request and a made-up name, phone and e-mail on every booking, tries to hold and confirm every free time of every therapist in one week (`bench/lib/hoard.mjs`). Health reports the refusals per cap (from the store, so every instance shows the same counts).',
    '',
    '| store | week of | tried | held | confirmed | refused (by cap) | least free share of a therapist\'s week | health: holds refused | health: bookings refused |',
    '|---|---|---:|---:|---:|---|---:|---|---|',
  ];
  for (const [store, run] of runs) {
    const refusedText = Object.entries(run.refused).map(([cap, n]) => `${cap} ${n}`).join(', ') || 'none';
    const least = Math.min(...Object.values(run.freeShare));
    const counts = (byCap) => Object.entries(byCap ?? {}).filter(([, n]) => n > 0).map(([cap, n]) => `${cap} ${n}`).join(', ') || '0';
    lines.push(`| ${store} | ${run.week} | ${run.attempts} | ${run.held} | ${run.confirmed} | ${refusedText} | ${percent(least)} | ${counts(run.health?.holds_refused)} | ${counts(run.health?.bookings_refused)} |`);
  }
  return `${lines.join('\n')}\n`;
};
