import type { ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import {
  listRecords,
  maskAadhaar,
  pageRequestSchema,
  parseInput,
  type Booking,
  type CareerApplication,
  type DomainError,
  type Page,
  type StaffCallName,
  type STAFF_CONTRACT,
  type VolunteerFeedback,
} from '@manobal/core';
import { careerApplicationFields } from '../store/career-application-fields';
import { fromStore } from '../store/store-faults';
import type { StaffAccount, StaffListing, Store } from '../store/store.port';

/** The staff contract's listings of submissions that are more than a kept record. */
type SubmissionListingCall = 'staffBookings' | 'staffVolunteers' | 'staffApplications' | 'staffUsers';
type ListedItem<C extends StaffCallName> = z.input<(typeof STAFF_CONTRACT)[C]['data']> extends { items: readonly (infer Item)[] } ? Item : never;

const iso = (date: Date): string => date.toISOString();

/**
 * One page of a store listing, each domain value shown as the contract's item: what staff may see is decided here
 * only (identity numbers masked, idempotency keys and password hashes never).
 */
const listing =
  <Domain, C extends SubmissionListingCall>(_call: C, read: (store: Store) => StaffListing<Domain>, show: (value: Domain) => ListedItem<C>) =>
  (store: Store) =>
  (input: unknown): ResultAsync<Page<ListedItem<C>>, DomainError> =>
    parseInput(pageRequestSchema, input).asyncAndThen((page) => fromStore(() => read(store).list(page)).map((listed) => ({ ...listed, items: listed.items.map(show) })));

const SUBMISSION_LISTINGS = {
  staffBookings: listing('staffBookings', (store) => store.sessionBookings, ({ idempotency: _key, receivedAt, ...booking }: Booking) => ({ ...booking, created_at: iso(receivedAt) })),
  staffVolunteers: listing('staffVolunteers', (store) => store.volunteerSubmissions, ({ answers, receivedAt, ...feedback }: VolunteerFeedback) => ({
    ...feedback,
    questions_and_answers: answers.map(({ ques, ans }) => ({ ques, ans })),
    created_at: iso(receivedAt),
  })),
  staffApplications: listing('staffApplications', (store) => store.careerApplications, (application: CareerApplication) => ({
    ...careerApplicationFields(application),
    // Identity numbers leave the server only masked; the sealed values never do.
    aadhar_number: maskAadhaar(application.aadhaar.last4),
    pan_card_number: application.pan.masked,
    has_rci: application.hasRci,
    has_iso_certification: application.hasIsoCertification,
    ...application.documents,
    created_at: iso(application.receivedAt),
  })),
  staffUsers: listing('staffUsers', (store) => store.users, ({ createdAt, ...account }: StaffAccount) => ({ ...account, created_at: iso(createdAt) })),
} satisfies { readonly [C in SubmissionListingCall]: (store: Store) => (input: unknown) => ResultAsync<Page<ListedItem<C>>, DomainError> };

/** Every staff listing bound to the store: the submissions' and, through core's listRecords, every record form's. */
export const composeStaffListings = (store: Store) => ({
  staffRecords: listRecords({ records: store.records }),
  ...(Object.fromEntries(Object.entries(SUBMISSION_LISTINGS).map(([call, list]) => [call, list(store)])) as {
    readonly [C in SubmissionListingCall]: ReturnType<(typeof SUBMISSION_LISTINGS)[C]>;
  }),
});
