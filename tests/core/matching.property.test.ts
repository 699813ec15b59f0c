import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_CATALOG_EN, matchTherapists, type MatchEntry, type WizardAnswers } from '@manobal/core';
import { aDirectoryArbitrary, anIntakeArbitrary, type GeneratedDirectory } from '../../fixtures/matching/matching.arbitraries';
import { falseClaims, oracleMatchIds, oracleTier } from '../../fixtures/matching/matching.oracle';

const matchIn = (answers: WizardAnswers, directory: GeneratedDirectory): MatchEntry[] =>
  matchTherapists(answers, directory.therapists, directory.slots, directory.now);

const scenario = fc.record({ answers: anIntakeArbitrary, directory: aDirectoryArbitrary() });
const RUNS = { numRuns: 200 };

describe('matchTherapists (properties against a brute-force oracle)', () => {
  it('lists exactly the active therapists who meet every hard preference the directory allows together', () => {
    fc.assert(
      fc.property(scenario, ({ answers, directory }) => {
        const ids = matchIn(answers, directory).map((e) => e.therapist.id);
        expect([...ids].sort()).toEqual(oracleMatchIds(answers, directory));
      }),
      RUNS,
    );
  });

  it('meets every hard preference whenever some active therapist meets them all', () => {
    fc.assert(
      fc.property(scenario, ({ answers, directory }) => {
        fc.pre(oracleTier(answers, directory).length === 3);
        for (const entry of matchIn(answers, directory)) expect(entry.relaxed).toEqual([]);
      }),
      RUNS,
    );
  });

  it('never gives a reason, slot or relaxation that is untrue of the therapist or the directory', () => {
    fc.assert(
      fc.property(scenario, ({ answers, directory }) => {
        for (const entry of matchIn(answers, directory)) expect(falseClaims(answers, entry, directory)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('names the relaxed preferences the same way on every entry and in plain words', () => {
    fc.assert(
      fc.property(scenario, ({ answers, directory }) => {
        const entries = matchIn(answers, directory);
        const kinds = entries.map((e) => e.relaxed.map((r) => r.kind).join('+'));
        expect(new Set(kinds).size).toBeLessThanOrEqual(1);
        for (const entry of entries) {
          for (const text of [...entry.reasons.map(MATCH_CATALOG_EN.reason), ...entry.relaxed.map(MATCH_CATALOG_EN.relaxation)]) {
            expect(text).not.toMatch(/undefined|null|\[object| {2}/);
            expect(text.length).toBeGreaterThan(5);
          }
        }
      }),
      RUNS,
    );
  });

  it('orders the same whatever order the directory lists therapists in, crisis-trained first when asked for', () => {
    fc.assert(
      fc.property(scenario, fc.integer(), ({ answers, directory }, seed) => {
        const entries = matchIn(answers, directory);
        const reversed = [...directory.therapists].reverse();
        const cut = reversed.length === 0 ? 0 : Math.abs(seed) % reversed.length;
        const shuffled = [...reversed.slice(cut), ...reversed.slice(0, cut)];
        const again = matchTherapists(answers, shuffled, directory.slots, directory.now);
        expect(again.map((e) => e.therapist.id)).toEqual(entries.map((e) => e.therapist.id));
        if (answers.risk === 'yes' || answers.mainReasons.includes('crisis-support')) {
          const flags = entries.map((e) => e.therapist.crisis_trained);
          expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
        } else {
          const scores = entries.map((e) => e.score);
          expect(scores).toEqual([...scores].sort((a, b) => b - a));
        }
      }),
      RUNS,
    );
  });
});
