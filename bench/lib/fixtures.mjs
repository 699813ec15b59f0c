import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './paths.mjs';

/** The shared TypeScript fixtures (fixtures/*.ts), loaded through tsx so the bench uses the same payloads as the tests. */
const load = async (name) => {
  const file = join(ROOT, 'fixtures', `${name}.ts`);
  if (!existsSync(file)) throw new Error(`fixtures/${name}.ts is missing`);
  return tsImport(file, import.meta.url);
};

/** 0 -> 'a', 25 -> 'z', 26 -> 'ba': a counter spelled in letters, for names. */
const letters = (n) => {
  let out = '';
  let rest = n;
  do {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return out;
};

/**
 * A function returning a new JSON body for POST book_session on each call: fixtures' `aValidBooking` with a
 * unique name, email and phone per request, spread over the hours and days the free call offers so that each
 * one is a real booking of a free place (an hour takes `callsPerHour` calls; the bench server sets the most the
 * configuration allows), never a refusal of a full hour.
 */
export const bookingBodies = async (runTag, callsPerHour) => {
  const { aValidBooking } = await load('forms');
  const { addDaysToIsoDate, BOOKING_TIME_SLOTS, todayInKolkata } = await tsImport(join(ROOT, 'core', 'src', 'index.ts'), import.meta.url);
  const firstDay = addDaysToIsoDate(todayInKolkata({ now: () => new Date() }), 1);
  const perDay = callsPerHour * BOOKING_TIME_SLOTS.length;
  let i = 0;
  return () => {
    i += 1;
    return JSON.stringify(
      aValidBooking({
        name: `Bench Visitor ${letters(i)}`,
        email: `bench.${runTag}.${i}@example.in`,
        phone: `9${String(i % 1e9).padStart(9, '0')}`,
        // Requests in flight together go to different hours, as visitors' do; each hour still fills to its limit.
        date: addDaysToIsoDate(firstDay, Math.floor(i / perDay)),
        time: BOOKING_TIME_SLOTS[i % BOOKING_TIME_SLOTS.length],
      }),
    );
  };
};

/** The CLI's `--answers` text for a complete depression screening (every question answered). */
export const depressionAnswers = async () => {
  const { answerListText, answersScoring } = await load('assessments');
  return answerListText(answersScoring('depression', 5));
};
