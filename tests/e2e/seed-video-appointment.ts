import { randomUUID } from 'node:crypto';
import { claimCells, emailKeyOf, phoneKeyOf, toKolkataIsoString, type ConfirmLimits, type HoldLimits } from '@manobal/core';
import { resolveSecrets } from '../../server/src/auth/app-secrets';
import { createManageTokens } from '../../server/src/auth/manage-tokens';
import { loadConfig } from '../../server/src/config';
import { openStore } from '../../server/src/store/open-store';

// A confirmed video appointment starting a given number of minutes from now, put straight into the store of the
// server under test (DATA_DIR or DATABASE_URL, as that server reads them), the way a booking made hours earlier
// would be there: the booking form only offers times at least two hours ahead inside the therapist's hours, and a
// room spec needs one whose room is open now, whatever the hour the suite runs. Prints { reference, manage_token }.
//
//   npx tsx tests/e2e/seed-video-appointment.ts <therapist-id> <minutes-from-now> [in-person]

const [therapistId = 'ananya-rao', minutes = '5', mode = 'video'] = process.argv.slice(2);
const loaded = loadConfig(process.env);
if (loaded.isErr()) throw new Error(loaded.error.message);
const config = loaded.value;
const store = await openStore(config);
const tokens = createManageTokens((await resolveSecrets(config)).dataKey);
const now = new Date();
const firstStart = Math.floor((now.getTime() + Number(minutes) * 60_000) / 60_000) * 60_000;
const far = new Date(now.getTime() + 366 * 86_400_000);
const client = { device: `e2e-${randomUUID()}`, address: '127.0.0.1' };
const holdLimits: HoldLimits = {
  holdsPerDevice: 100,
  holdsPerDeviceAndTherapist: 100,
  holdsPerAddress: 1_000,
  addressTherapistWeek: { from: now, to: far, max: 1_000 },
  releasedAfter: far,
};
const person = { name: 'Asha Verma', email: `asha-${randomUUID().slice(0, 8)}@example.in`, phone: `98${String(Date.now()).slice(-8)}`, age: 29 };
const confirmLimits: ConfirmLimits = { since: now, bookingsPerContact: 1_000, bookingsPerAddress: 1_000, phoneKey: phoneKeyOf(person.phone), emailKey: emailKeyOf(person.email) };
// Two specs running at once may seed the same therapist in the same minute (the store claims a therapist's slot by its
// exact start, so the second is 'taken'): such a seed takes the next free minute instead.
const MINUTES_TO_TRY = 10;
const holdId = randomUUID();
let start = new Date(firstStart);
for (let attempt = 0; ; attempt += 1) {
  start = new Date(firstStart + attempt * 60_000);
  const held = await store.appointments.hold(
    { id: holdId, therapistId, start, end: new Date(start.getTime() + 60 * 60_000), mode: mode === 'in-person' ? 'in-person' : 'video', feeInr: 1200, cells: claimCells(start, 0), expiresAt: new Date(now.getTime() + 300_000), createdAt: now, client },
    now,
    holdLimits,
  );
  if (held.isOk() && held.value === 'held') break;
  if (held.isErr() || held.value !== 'taken' || attempt + 1 === MINUTES_TO_TRY) throw new Error(`could not hold ${start.toISOString()}: ${JSON.stringify(held)}`);
}
const id = randomUUID();
const reference = `MNB-${randomUUID().replace(/[^0-9A-HJKMNP-TV-Z]/gi, '').toUpperCase().replace(/[ILOU]/g, '').slice(0, 6)}`;
const confirmed = await store.appointments.confirm(
  holdId,
  {
    id,
    reference,
    person: { ...person, notesSealed: null, intakeSealed: null, guardian: null, locale: 'en' },
    manageTokenHash: tokens.hashOf(tokens.tokenFor(id)),
    userId: null,
    idempotency: null,
    createdAt: now,
    client,
  },
  now,
  confirmLimits,
);
if (confirmed.isErr() || confirmed.value.kind !== 'confirmed') throw new Error(`could not confirm: ${JSON.stringify(confirmed)}`);
await store.close();
process.stdout.write(`${JSON.stringify({ reference, manage_token: tokens.tokenFor(id), start: start.toISOString(), start_ist: toKolkataIsoString(start) })}\n`);
