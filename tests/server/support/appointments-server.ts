/**
 * A server process for the appointment tests that need more than one instance or a SIGKILL: server/src's app over
 * the real store (DATABASE_URL or DATA_DIR), with the fixtures' bookable therapist as the directory and a clock
 * that starts at APPOINTMENT_TEST_NOW and runs on in real time, so the fixtures' slots are in the future.
 */
import type { Clock } from '@manobal/core';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { createLocalFileStorage } from '../../../server/src/files/local-file-storage';
import { openStore } from '../../../server/src/store/open-store';
import { aBookableTherapist, createInMemoryAvailabilityReader } from '../../../fixtures/in-memory/in-memory-appointments';

const loaded = loadConfig(process.env);
if (loaded.isErr()) throw new Error(loaded.error.message);
const config = loaded.value;
const startedAt = Date.now();
const testNow = new Date(process.env.APPOINTMENT_TEST_NOW ?? new Date().toISOString()).getTime();
const clock: Clock = { now: () => new Date(testNow + (Date.now() - startedAt)) };
const store = await openStore(config);
const app = await buildApp({
  config,
  store,
  clock,
  files: await createLocalFileStorage(config.uploadDir, clock),
  therapists: createInMemoryAvailabilityReader([aBookableTherapist()]),
});
const address = await app.listen({ port: config.port, host: config.host });
process.stdout.write(`Manobal is running at ${address} (store: ${store.engine})\n`);
