import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  SAMPLE_THERAPISTS,
  findMatches,
  fixedClock,
  listTherapists,
  matchTherapists,
  therapistSlots,
  type ApiError,
  type MatchSources,
} from '@manobal/core';
import { MATCH_NOW, aMatchIntake } from '../../fixtures/matching/directory';
import { createInMemoryAppointmentStore } from '../../fixtures/in-memory/in-memory-appointments';
import { createInMemoryTherapistDirectory } from '../../fixtures/in-memory/in-memory-therapists';

const clock = fixedClock(MATCH_NOW);
const unreachable: ApiError = { kind: 'network', message: 'We could not reach the therapist directory. Please try again.' };

/** The directory's two public reads over core's own use cases and an in-memory directory, recording every payload sent. */
const aDirectoryApi = () => {
  const directory = createInMemoryTherapistDirectory(SAMPLE_THERAPISTS);
  const deps = { directory, therapists: directory, appointments: createInMemoryAppointmentStore(), clock };
  const sent: unknown[] = [];
  const asCall = <T>(result: ReturnType<ReturnType<typeof listTherapists>> | ReturnType<ReturnType<typeof therapistSlots>>) =>
    result.map((data) => ({ msg: 'ok', data: data as T })).mapErr((): ApiError => unreachable);
  const api: MatchSources = {
    listTherapists: (payload) => {
      sent.push(payload);
      return asCall(listTherapists(deps)(payload));
    },
    therapistSlots: (payload) => {
      sent.push(payload);
      return asCall(therapistSlots(deps)(payload));
    },
  };
  return { api, sent, deps };
};

describe('findMatches: the directory read in the browser, then matched there', () => {
  it('ranks the whole directory with its free slots over the next 14 days, as matchTherapists does', async () => {
    const { api, deps } = aDirectoryApi();
    const answers = aMatchIntake({ languages: ['hindi'], mainReasons: ['stress-anxiety'], times: ['evening'] });
    const entries = (await findMatches({ api, clock })(answers))._unsafeUnwrap();

    const items = (await listTherapists(deps)({}))._unsafeUnwrap().items;
    const slots = Object.fromEntries(
      await Promise.all(items.map(async (t) => [t.id, (await therapistSlots(deps)({ id: t.id, from: '2026-11-30', days: 15 }))._unsafeUnwrap().days] as const)),
    );
    expect(entries).toEqual(matchTherapists(answers, items, slots, MATCH_NOW));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.therapist.languages.includes('hindi'))).toBe(true);
  });

  it('sends no answer: the directory is read unfiltered and slots are asked for by therapist, date and length only', async () => {
    const { api, sent } = aDirectoryApi();
    await findMatches({ api, clock })(aMatchIntake({ location: 'Koregaon Park, Pune', languages: ['marathi'], risk: 'yes', otherConcern: 'Exam stress' }));
    expect(sent[0]).toEqual({});
    expect(sent.slice(1)).toEqual(SAMPLE_THERAPISTS.map((e) => ({ id: e.therapist.id, from: '2026-11-30', days: 15 })));
    expect(JSON.stringify(sent)).not.toMatch(/pune|marathi|exam|yes/i);
  });

  it('fails as a whole when any read fails, so no ranking is made from part of the directory', async () => {
    const { api } = aDirectoryApi();
    const failing: MatchSources = { ...api, therapistSlots: (payload) => (payload.id === 'farah-siddiqui' ? errAsync(unreachable) : api.therapistSlots(payload)) };
    expect((await findMatches({ api: failing, clock })(aMatchIntake()))._unsafeUnwrapErr()).toEqual(unreachable);
  });

  it('leaves out a language or specialisation id this page does not know instead of failing', async () => {
    const { api } = aDirectoryApi();
    const newer: MatchSources = {
      ...api,
      listTherapists: (payload) =>
        api.listTherapists(payload).map(({ msg, data }) => ({ msg, data: { items: data.items.map((t) => ({ ...t, languages: [...t.languages, 'klingon'], specialisations: [...t.specialisations, 'future-care'] })) } })),
    };
    const entries = (await findMatches({ api: newer, clock })(aMatchIntake({ languages: ['english'] })))._unsafeUnwrap();
    expect(entries.flatMap((e) => e.therapist.languages)).not.toContain('klingon');
    expect(entries.flatMap((e) => e.therapist.specialisations)).not.toContain('future-care');
  });
});
