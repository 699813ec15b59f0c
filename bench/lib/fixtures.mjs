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
 * A function returning a new JSON body for POST book_session on each call: fixtures' `aValidBooking`
 * (tomorrow in Kolkata, a listed slot) with a unique name, email and phone per request.
 */
export const bookingBodies = async (runTag) => {
  const { aValidBooking } = await load('forms');
  let i = 0;
  return () => {
    i += 1;
    return JSON.stringify(
      aValidBooking({
        name: `Bench Visitor ${letters(i)}`,
        email: `bench.${runTag}.${i}@example.in`,
        phone: `9${String(i % 1e9).padStart(9, '0')}`,
      }),
    );
  };
};

/** The CLI's `--answers` text for a complete depression screening (every question answered). */
export const depressionAnswers = async () => {
  const { answerListText, answersScoring } = await load('assessments');
  return answerListText(answersScoring('depression', 5));
};
