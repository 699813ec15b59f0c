import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type RecordNotFound, type StoreUnavailable } from '../application/domain-errors';
import { z } from '../schema/zod';
import { AUDIT_READ_REASONS } from '../staff/audit-chain';
import type { CareerApplicationStore } from './submissions.port';
import type { CareerApplication } from './submissions.types';

const ID_LIMIT = 100;
const applicationId = z.string().min(1).max(ID_LIMIT, `An id is at most ${ID_LIMIT} characters.`);

/** One application, by the id in its path. */
export const applicationRequestSchema = z.object({ id: applicationId });

/**
 * Revealing an applicant's Aadhaar number: which application, and why (the reason the audit row keeps). The number
 * leaves the server only in this call's answer, after a fresh sign-in.
 */
export const revealAadhaarRequestSchema = z.object({
  id: applicationId,
  reason: z.enum(AUDIT_READ_REASONS, { error: `Choose a reason: ${AUDIT_READ_REASONS.join(', ')}.` }),
});

export const revealedAadhaarSchema = z.strictObject({
  aadhar_number: z.string().describe('All twelve digits, in groups of four'),
  reason: z.enum(AUDIT_READ_REASONS).describe('The reason given, as the audit row keeps it'),
});

const found = (application: CareerApplication | null): ResultAsync<CareerApplication, RecordNotFound> =>
  application === null ? errAsync({ kind: 'record-not-found' }) : okAsync(application);

/** The twelve digits as people read them: three groups of four. */
const grouped = (digits: string): string => digits.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * What the recruiter reads of one application (the server shows it as the listing does, numbers masked), and the
 * Aadhaar number opened from its sealed form for the one who asked, with their reason.
 */
export const applicationStaffUseCases = (deps: { readonly applications: Pick<CareerApplicationStore, 'find'>; readonly open: (sealed: string) => string }) => ({
  readApplication: (input: unknown): ResultAsync<CareerApplication, InputInvalid | RecordNotFound | StoreUnavailable> =>
    parseInput(applicationRequestSchema, input).asyncAndThen(({ id }) => deps.applications.find(id).andThen(found)),
  revealAadhaar: (input: unknown): ResultAsync<z.output<typeof revealedAadhaarSchema>, InputInvalid | RecordNotFound | StoreUnavailable> =>
    parseInput(revealAadhaarRequestSchema, input).asyncAndThen(({ id, reason }) =>
      deps.applications
        .find(id)
        .andThen(found)
        .map((application) => ({ aadhar_number: grouped(deps.open(application.aadhaar.sealed)), reason })),
    ),
});
