import type { ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import {
  applicationStaffUseCases,
  listRecords,
  listedFollowUp,
  markApplication,
  maskAadhaar,
  pageRequestSchema,
  parseInput,
  toStaffBooking,
  type CareerApplication,
  type Clock,
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
  <Domain, C extends SubmissionListingCall>(_call: C, read: (store: Store) => StaffListing<Domain>, show: (value: Domain, now: Date) => ListedItem<C>) =>
  (store: Store, clock: Clock) =>
  (input: unknown): ResultAsync<Page<ListedItem<C>>, DomainError> =>
    parseInput(pageRequestSchema, input).asyncAndThen((page) =>
      fromStore(() => read(store).list(page)).map((listed) => ({ ...listed, items: listed.items.map((item) => show(item, clock.now())) })),
    );

/** A careers application as staff see it: identity numbers masked, and where the care team is with it. */
const showApplication = (application: CareerApplication, now: Date): ListedItem<'staffApplications'> => ({
  ...careerApplicationFields(application),
  // Identity numbers leave the server only masked; the sealed values never do.
  aadhar_number: maskAadhaar(application.aadhaar.last4),
  pan_card_number: application.pan.masked,
  has_rci: application.hasRci,
  has_iso_certification: application.hasIsoCertification,
  ...application.documents,
  created_at: iso(application.receivedAt),
  ...listedFollowUp(application, now),
});

const SUBMISSION_LISTINGS = {
  staffBookings: listing('staffBookings', (store) => store.sessionBookings, toStaffBooking),
  staffVolunteers: listing('staffVolunteers', (store) => store.volunteerSubmissions, ({ answers, receivedAt, ...feedback }: VolunteerFeedback) => ({
    ...feedback,
    questions_and_answers: answers.map(({ ques, ans }) => ({ ques, ans })),
    created_at: iso(receivedAt),
  })),
  staffApplications: listing('staffApplications', (store) => store.careerApplications, showApplication),
  staffUsers: listing('staffUsers', (store) => store.users, ({ createdAt, ...account }: StaffAccount) => ({ ...account, created_at: iso(createdAt) })),
} satisfies { readonly [C in SubmissionListingCall]: (store: Store, clock: Clock) => (input: unknown) => ResultAsync<Page<ListedItem<C>>, DomainError> };

/** Every staff listing bound to the store: the submissions' and, through core's listRecords, every record form's. */
export const composeStaffListings = (store: Store, clock: Clock) => ({
  staffRecords: listRecords({ records: store.records, clock }),
  // Marking answers the application as the listing shows it.
  staffMarkApplication: (input: unknown): ResultAsync<ListedItem<'staffApplications'>, DomainError> =>
    markApplication({ applications: store.careerApplications, clock })(input).map((application) => showApplication(application, clock.now())),
  ...(Object.fromEntries(Object.entries(SUBMISSION_LISTINGS).map(([call, list]) => [call, list(store, clock)])) as {
    readonly [C in SubmissionListingCall]: ReturnType<(typeof SUBMISSION_LISTINGS)[C]>;
  }),
});

/**
 * One careers application as the listing shows it (numbers masked), and its Aadhaar number opened for a recruiter
 * who gave a reason: the only answer that carries the number in full.
 */
export const composeApplicationStaff = (store: Store, clock: Clock, open: (sealed: string) => string) => {
  const { readApplication, revealAadhaar } = applicationStaffUseCases({ applications: store.careerApplications, open });
  return {
    readApplication: (input: unknown): ResultAsync<ListedItem<'staffApplications'>, DomainError> => readApplication(input).map((application) => showApplication(application, clock.now())),
    revealAadhaar,
  };
};
