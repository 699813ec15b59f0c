import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { newsletterPayloadSchema } from '../forms/newsletter.schema';
import type { NewsletterSubscriptions } from './leads.port';

/** `first`: a new address (the server answers 201); false: it was on the list already (200, the same words). */
export interface Subscribed {
  readonly first: boolean;
}

/**
 * Puts an address on the newsletter list with the time of consent. A repeat changes nothing and is told the
 * same thing as the first request, so the answer never reveals who is subscribed.
 */
export const subscribeToNewsletter =
  (deps: { readonly subscriptions: NewsletterSubscriptions; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Subscribed, InputInvalid | StoreUnavailable> =>
    parseInput(newsletterPayloadSchema, input).asyncAndThen(({ email }) =>
      deps.subscriptions
        .addOnce({ id: deps.ids.next(), email, consentedAt: deps.clock.now() })
        .map((added) => ({ first: added === 'added' })),
    );
