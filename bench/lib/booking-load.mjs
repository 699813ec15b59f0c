import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadRepeated } from './http-load.mjs';
import { median } from './stats.mjs';

/**
 * The booking engine under load (issue 14), against a running server seeded with the sample therapists:
 * - slots: GET /api/v1/therapists/{id}/slots for 14 days, autocannon at `connections`;
 * - hold storm: `clients` simultaneous POST /appointments/holds spread over `slotCount` free slots, so each slot
 *   is fought over by clients / slotCount requests; exactly one per slot may win (201), the rest get 409.
 */
const API = '/api/v1';

/** A response's JSON body, or an error naming the status and address. */
export const json = async (response) => {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${response.status} ${response.url}: not JSON`);
  }
};

/** The first seeded therapist and today's IST date (the server's own 'today' for the slot query). */
const firstTherapist = async (origin) => {
  const body = await json(await fetch(`${origin}${API}/therapists`));
  const therapist = body?.data?.items?.[0];
  if (!therapist) throw new Error('the directory is empty: is SEED_SAMPLE_THERAPISTS off?');
  return therapist;
};

const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const slotsPath = (id, days) => `${API}/therapists/${encodeURIComponent(id)}/slots?from=${istToday()}&days=${days}`;

export const measureSlots = async ({ origin, connections, durationSeconds, runs }) => {
  const therapist = await firstTherapist(origin);
  const path = slotsPath(therapist.id, 14);
  const sample = await json(await fetch(`${origin}${path}`));
  const slotCount = (sample?.data?.days ?? []).reduce((n, day) => n + day.slots.length, 0);
  if (slotCount === 0) throw new Error(`${therapist.id} has no free slot in 14 days`);
  const result = await loadRepeated({ url: `${origin}${path}`, connections, durationSeconds, runs, headers: { accept: 'application/json' } });
  return { ...result, therapist: therapist.id, slotsInResponse: slotCount };
};

/**
 * One free slot per therapist and day over 14 days, as hold bodies: slots of one day overlap each other (and a
 * buffer), so two targets on one day could block each other and a storm would count fewer winners than slots.
 */
const freeHoldBodies = async (origin) => {
  const list = await json(await fetch(`${origin}${API}/therapists`));
  const bodies = [];
  for (const therapist of list.data.items) {
    const slots = await json(await fetch(`${origin}${slotsPath(therapist.id, 14)}`));
    for (const day of slots.data.days) {
      const slot = day.slots[0];
      if (slot) bodies.push({ therapist_id: therapist.id, start: slot.start, mode: slot.modes[0] });
    }
  }
  return bodies;
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One storm: all `clients` requests are started together; resolves with their statuses and latencies. */
let stormsStarted = 0;
const stormOnce = async (origin, targets, clients) => {
  const started = performance.now();
  stormsStarted += 1;
  const outcomes = await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const body = targets[i % targets.length];
      const t0 = performance.now();
      // Each client is a different person at a different address, as a storm of real visitors is: the booking caps
      // count holds per address, and one address holding every storm's slot would be a hoarder (bench/lib/hoard.mjs).
      const address = `10.${stormsStarted % 256}.${i >> 8}.${i & 255}`;
      const response = await fetch(`${origin}${API}/appointments/holds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0, slot: `${body.therapist_id} ${body.start}` };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const winners = outcomes.filter((o) => o.status === 201);
  const statusCodes = {};
  for (const o of outcomes) statusCodes[o.status] = (statusCodes[o.status] ?? 0) + 1;
  return {
    rps: clients / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    winners: winners.length,
    slotsWonTwice: winners.length - new Set(winners.map((w) => w.slot)).size,
    statusCodes,
  };
};

/**
 * `runs` storms, each on `slotCount` slots no earlier storm touched (a won hold keeps its slot for 5 minutes).
 * Reports medians of throughput and latency and, for every run, the winners (which must equal slotCount).
 */
export const measureHoldStorm = async ({ origin, clients, slotCount, runs }) => {
  const spaced = await freeHoldBodies(origin);
  if (spaced.length < slotCount * (runs + 1)) throw new Error(`only ${spaced.length} free slots for ${runs + 1} storms of ${slotCount}`);
  // A small warm-up storm on its own slots.
  await stormOnce(origin, spaced.slice(0, slotCount), slotCount * 2);
  const loadAverage = Number(loadavg()[0].toFixed(2));
  const measured = [];
  for (let run = 1; run <= runs; run += 1) measured.push(await stormOnce(origin, spaced.slice(run * slotCount, (run + 1) * slotCount), clients));
  return {
    clients,
    slots: slotCount,
    runs: measured.length,
    loadAverage,
    rps: median(measured.map((r) => r.rps)),
    p50: median(measured.map((r) => r.p50)),
    p99: median(measured.map((r) => r.p99)),
    winnersPerRun: measured.map((r) => r.winners),
    slotsWonTwice: measured.reduce((n, r) => n + r.slotsWonTwice, 0),
    statusCodes: measured.map((r) => r.statusCodes),
  };
};
