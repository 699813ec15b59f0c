import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { json } from './booking-load.mjs';
import { ROOT, requireFromServer } from './paths.mjs';
import { stopChild, trackChild } from './resources.mjs';
import { median } from './stats.mjs';

/**
 * The outbox under load:
 * - delivery: `messages` due rows written straight into a fresh store's outbox, then the real worker process
 *   (server/dist/worker.js) sends them through an SMTP server on 127.0.0.1 (smtp-server, accepting everything);
 *   messages per second from the worker's start to the last message the SMTP server accepted;
 * - booking: confirmed appointments per second (each confirm writes its messages to the outbox in its transaction),
 *   against the same on a store whose outbox drops every insert (a trigger), so the outbox write's cost shows.
 */
const API = '/api/v1';
const SQLITE_FILE = 'manobal.sqlite';
const WORKER_MAIN = join(ROOT, 'server', 'dist', 'worker.js');

const { SMTPServer } = requireFromServer('smtp-server');
const Sqlite = requireFromServer('better-sqlite3');

/** An SMTP server on 127.0.0.1 that accepts every message and counts them. */
const startSmtpCounter = async () => {
  let accepted = 0;
  const waiters = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // A mail server's reverse lookup of each client is its own cost, not the worker's.
    disableReverseLookup: true,
    onData: (stream, _session, callback) => {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted += 1;
        for (const waiter of waiters.filter((w) => accepted >= w.count)) waiter.resolve(performance.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    accepted: () => accepted,
    /** Resolves with the time the `count`-th message was accepted. */
    reached: (count) => new Promise((resolve) => (accepted >= count ? resolve(performance.now()) : waiters.push({ count, resolve }))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

/** Due rows a worker renders and sends: crisis alerts (no appointment to read again), each its own recipient. */
const writeDueRows = (dataDir, count) => {
  const db = new Sqlite(join(dataDir, SQLITE_FILE));
  try {
    const now = new Date().toISOString();
    const insert = db.prepare(
      `insert into outbox (id, dedupe_key, channel, recipient, template_id, template_version, locale, variables, run_at, appointment_id, appointment_start, state, attempts, lease_until, last_error, provider_message_id, message_id, created_at, sent_at)
       values (?, ?, 'email', ?, 'crisis-callback-alert', 1, 'en', ?, ?, null, null, 'waiting', 0, null, null, null, ?, ?, null)`,
    );
    db.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const id = randomUUID();
        insert.run(id, `bench:${id}`, `coordinator${i}@bench.example`, JSON.stringify({ coordinatorName: `Coordinator ${i}`, receivedAt: now }), now, `<${id}@manobal.outbox>`, now);
      }
    })();
  } finally {
    db.close();
  }
};

const startWorker = async (env) => {
  const child = trackChild(spawn(process.execPath, [WORKER_MAIN], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  await new Promise((resolve, reject) => {
    const keep = (chunk) => {
      output += chunk.toString();
      if (output.includes('outbox worker running')) resolve();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}): ${output}`)));
  });
  return { stop: () => stopChild(child) };
};

/**
 * Messages per second through the worker process and a local SMTP server. `prepareStore(dir)` makes a migrated store
 * in `dir` (the real server started and stopped once), so the rows go into the schema the worker reads.
 */
export const measureOutboxDelivery = async ({ messages, runs, prepareStore, baseEnv, log }) => {
  const smtp = await startSmtpCounter();
  try {
    const rates = [];
    for (let run = 0; run < runs; run += 1) {
      const dir = await prepareStore();
      writeDueRows(dir, messages);
      const before = smtp.accepted();
      const started = performance.now();
      const worker = await startWorker({ ...baseEnv, DATA_DIR: dir, SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' });
      try {
        const finished = await Promise.race([smtp.reached(before + messages), sleep(120_000).then(() => null)]);
        if (finished === null) throw new Error(`only ${smtp.accepted() - before} of ${messages} messages arrived within 2 minutes`);
        rates.push(messages / ((finished - started) / 1000));
        log(`  run ${run + 1}: ${Math.round(rates.at(-1))} messages/s`);
      } finally {
        await worker.stop();
      }
    }
    return { messages, runs, perSecond: median(rates), rates };
  } finally {
    await smtp.close();
  }
};

/** Slots two hours apart or more per therapist and day over 14 days: holds on them never overlap each other. */
const spacedSlots = async (origin) => {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const list = await json(await fetch(`${origin}${API}/therapists`));
  const bodies = [];
  for (const therapist of list.data.items) {
    const slots = await json(await fetch(`${origin}${API}/therapists/${encodeURIComponent(therapist.id)}/slots?from=${today}&days=14`));
    for (const day of slots.data.days) {
      let last = -Infinity;
      for (const slot of day.slots) {
        const at = Date.parse(slot.start);
        if (at - last < 2 * 3_600_000) continue;
        last = at;
        bodies.push({ therapist_id: therapist.id, start: slot.start, mode: slot.modes[0] });
      }
    }
  }
  return bodies;
};

const post = async (origin, path, body, address) => {
  const response = await fetch(`${origin}${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await json(response) };
};

/**
 * Confirms per second on one fresh server: every spaced slot held first (not timed), then all confirmed with
 * `concurrency` in flight, each a different person at a different address (the booking caps count per address,
 * phone and e-mail).
 */
export const measureConfirms = async ({ origin, concurrency }) => {
  const slots = await spacedSlots(origin);
  const holds = [];
  for (const [i, slot] of slots.entries()) {
    const address = `10.77.${i >> 8}.${i & 255}`;
    const held = await post(origin, '/appointments/holds', slot, address);
    if (held.status === 201) holds.push({ holdId: held.body.data.hold_id, address, i });
  }
  if (holds.length < 20) throw new Error(`only ${holds.length} slots could be held`);
  let next = 0;
  let confirmed = 0;
  const failures = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < holds.length) {
        const { holdId, address, i } = holds[next];
        next += 1;
        const answer = await post(origin, '/appointments', { hold_id: holdId, name: `Bench Visitor ${i}`, email: `visitor${i}@bench.example`, phone: `98${String(10_000_000 + i).slice(-8)}`, age: '30' }, address);
        if (answer.status === 201) confirmed += 1;
        else failures[answer.status] = (failures[answer.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (Object.keys(failures).length > 0) throw new Error(`confirms refused: ${JSON.stringify(failures)}`);
  return { confirmed, perSecond: confirmed / seconds };
};

/** Every insert into the outbox dropped, on SQLite: the store as it was before the outbox. */
export const dropOutboxWritesSqlite = (dataDir) => {
  const db = new Sqlite(join(dataDir, SQLITE_FILE));
  try {
    db.exec('create trigger bench_no_outbox before insert on outbox begin select raise(ignore); end;');
  } finally {
    db.close();
  }
};

/** How many outbox rows a store holds: the check that the comparison compared what it says. */
export const outboxRowCount = (dataDir) => {
  const db = new Sqlite(join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    return db.prepare('select count(*) as n from outbox').get().n;
  } finally {
    db.close();
  }
};

export const OUTBOX_TARGETS = { bookingSlowdown: 0.1 };

const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/** The outbox's section of RESULTS.md. */
export const outboxSection = (outbox) => {
  if (!outbox) return '';
  const lines = ['### Outbox (the worker process and a local SMTP server; booking with and without the outbox write, SQLite)', ''];
  const { delivery, booking } = outbox;
  lines.push('| what | result | target |', '|---|---:|---:|');
  if (delivery?.perSecond) lines.push(`| messages through \`node server/dist/worker.js\` and smtp-server on 127.0.0.1 (${delivery.messages} due crisis alerts, median of ${delivery.runs} runs) | ${Math.round(delivery.perSecond)} messages/s |  |`);
  else if (delivery) lines.push(`| messages per second | ${delivery.status ?? 'failed'}: ${delivery.detail ?? ''} |  |`);
  if (booking?.withOutbox) {
    lines.push(
      `| confirmed appointments/s, each writing its messages (${booking.confirms} confirms, ${booking.concurrency} in flight, median of ${booking.runs}) | ${booking.withOutbox.toFixed(0)} /s (${booking.rowsPerConfirm.toFixed(1)} rows each) |  |`,
      `| the same with every outbox insert dropped | ${booking.withoutOutbox.toFixed(0)} /s |  |`,
      `| spread of the runs (with / without) | ${spread(booking.rounds.withOutbox)} / ${spread(booking.rounds.withoutOutbox)} /s |  |`,
      `| slowdown from the outbox write | ${(booking.slowdown * 100).toFixed(1)} % | ≤ ${OUTBOX_TARGETS.bookingSlowdown * 100} % |`,
    );
  } else if (booking) lines.push(`| booking with and without the outbox write | ${booking.status ?? 'failed'}: ${booking.detail ?? ''} |  |`);
  lines.push(
    '',
    'The worker renders each message, sends it over SMTP with its own connection and marks it sent, one message after another; the booking figure is the whole confirm call (hold already taken), measured on a fresh server for each run, the two stores alternating.',
    '',
  );
  return lines.join('\n');
};
