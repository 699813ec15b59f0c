import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { leadPayloadSchema } from '../forms/lead.schema';
import type { Submitted } from '../submissions/submitted';
import type { LeadStore } from './leads.port';

/** Keeps a company's or a school's request for staff to follow up; a personal address is accepted. */
export const submitLead =
  (deps: { readonly leads: LeadStore; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Submitted, InputInvalid | StoreUnavailable> =>
    parseInput(leadPayloadSchema, input).asyncAndThen((lead) => {
      const id = deps.ids.next();
      return deps.leads
        .add({
          id,
          kind: lead.kind,
          name: lead.name,
          email: lead.email,
          organisation: lead.organisation,
          phone: lead.phone ?? null,
          size: lead.size ?? null,
          message: lead.message ?? null,
          receivedAt: deps.clock.now(),
        })
        .map(() => ({ id }));
    });
