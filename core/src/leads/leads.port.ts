import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { SubmissionStore } from '../submissions/submissions.port';
import type { Lead, NewsletterSubscription } from './leads.types';

/** 'already-subscribed': the address was on the list (also when two first requests race); nothing changed. */
export type SubscriptionAdded = 'added' | 'already-subscribed';

export interface NewsletterSubscriptions {
  /** Adds the address unless it is on the list already, even under a race. */
  addOnce(subscription: NewsletterSubscription): ResultAsync<SubscriptionAdded, StoreUnavailable>;
}

export type LeadStore = SubmissionStore<Lead>;
