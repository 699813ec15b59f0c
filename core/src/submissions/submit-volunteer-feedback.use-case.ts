import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { volunteerPayloadSchema } from '../forms/volunteer.schema';
import type { VolunteerFeedbackStore } from './submissions.port';
import type { Submitted } from './submitted';

export const submitVolunteerFeedback =
  (deps: { readonly volunteerFeedback: VolunteerFeedbackStore; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Submitted, InputInvalid | StoreUnavailable> =>
    parseInput(volunteerPayloadSchema, input).asyncAndThen(({ name, email, phone, age, gender, questions_and_answers }) => {
      const id = deps.ids.next();
      return deps.volunteerFeedback
        .add({
          id,
          name,
          email,
          phone: phone ?? null,
          age: age ?? null,
          gender: gender ?? null,
          answers: questions_and_answers,
          receivedAt: deps.clock.now(),
        })
        .map(() => ({ id }));
    });
