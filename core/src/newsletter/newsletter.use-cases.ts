import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type NewsletterLinkGone, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { Clock } from '../calendar/clock.port';
import { newsletterPayloadSchema } from '../forms/newsletter.schema';
import type { StaffActor } from '../staff/staff-actor';
import { confirmationNotice, letterNotices } from './newsletter-notices';
import type { NewsletterStore, NewsletterTokens } from './newsletter.port';
import { confirmationOpen, subscribeStep } from './newsletter.rules';
import { letterRequestSchema, type LetterSent, type NewsletterSummary } from './newsletter.schema';
import { newsletterTokenRequestSchema, oneClickRequestSchema } from './newsletter-link.schema';

interface NewsletterDeps {
  readonly store: NewsletterStore;
  readonly tokens: NewsletterTokens;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * The footer's sign-up (double opt-in): the address is pending, and a message asks its owner to confirm it, unless
 * it is confirmed already or a confirmation went a moment ago. The answer is the same in every case.
 */
export const subscribeToNewsletter =
  (deps: NewsletterDeps) =>
  (input: unknown): ResultAsync<void, InputInvalid | StoreUnavailable> =>
    parseInput(newsletterPayloadSchema, input).asyncAndThen(({ email }) => {
      const now = deps.clock.now();
      return deps.store.find(email).andThen((existing) => {
        const step = subscribeStep(existing, now);
        if (step === 'nothing') return okAsync(undefined);
        const subscription = { id: existing?.id ?? deps.ids.next(), email, isNew: existing === null };
        const confirmHash = deps.tokens.hashOf(deps.tokens.confirmToken(subscription.id, now));
        return deps.store.requestConfirmation(subscription, confirmHash, now, confirmationNotice(subscription, now, () => deps.ids.next()));
      });
    });

const gone = (link: NewsletterLinkGone['link']): NewsletterLinkGone => ({ kind: 'newsletter-link-gone', link });

/** The confirmation page: the link's token confirms its pending subscription once, within the policy's days. */
export const confirmNewsletterSubscription =
  (deps: Omit<NewsletterDeps, 'ids'>) =>
  (input: unknown): ResultAsync<void, InputInvalid | NewsletterLinkGone | StoreUnavailable> =>
    parseInput(newsletterTokenRequestSchema, input).asyncAndThen(({ token }) => {
      const now = deps.clock.now();
      const confirmHash = deps.tokens.hashOf(token);
      return deps.store.findByConfirmHash(confirmHash).andThen((subscription): ResultAsync<void, NewsletterLinkGone | StoreUnavailable> => {
        if (subscription === null || !confirmationOpen(subscription, now)) return errAsync(gone('confirm'));
        const unsubscribeHash = deps.tokens.hashOf(deps.tokens.unsubscribeToken(subscription.id, now));
        return deps.store.confirm(subscription.id, confirmHash, unsubscribeHash, now).andThen((done) => (done ? okAsync(undefined) : errAsync(gone('confirm'))));
      });
    });

const unsubscribeBy =
  (deps: Pick<NewsletterDeps, 'store' | 'tokens' | 'clock'>) =>
  (token: string): ResultAsync<void, NewsletterLinkGone | StoreUnavailable> =>
    deps.store.unsubscribe(deps.tokens.hashOf(token), deps.clock.now()).andThen((done) => (done ? okAsync(undefined) : errAsync(gone('unsubscribe'))));

/** The unsubscribe page's call: the token from the letter's link (its fragment), in the body. */
export const unsubscribeFromNewsletter =
  (deps: Pick<NewsletterDeps, 'store' | 'tokens' | 'clock'>) =>
  (input: unknown): ResultAsync<void, InputInvalid | NewsletterLinkGone | StoreUnavailable> =>
    parseInput(newsletterTokenRequestSchema, input).asyncAndThen(({ token }) => unsubscribeBy(deps)(token));

/** RFC 8058's one-click POST from a mail client: the token in the address's query, no cookie, no page. */
export const unsubscribeInOneClick =
  (deps: Pick<NewsletterDeps, 'store' | 'tokens' | 'clock'>) =>
  (input: unknown): ResultAsync<void, InputInvalid | NewsletterLinkGone | StoreUnavailable> =>
    parseInput(oneClickRequestSchema, input).asyncAndThen(({ t }) => unsubscribeBy(deps)(t));

/** GET /staff/newsletter: how many addresses a letter would reach now, and how many wait for their confirmation. */
export const newsletterSummary =
  (deps: Pick<NewsletterDeps, 'store'>) =>
  (): ResultAsync<NewsletterSummary, StoreUnavailable> =>
    deps.store.counts();

/**
 * An administrator's letter to every confirmed subscriber, through the outbox: the letter and one message per
 * subscriber in one transaction, each with its own key, so a crash or a second press never sends one twice.
 */
export const sendNewsletterLetter =
  (deps: Pick<NewsletterDeps, 'store' | 'clock' | 'ids'>) =>
  (actor: StaffActor, input: unknown): ResultAsync<LetterSent, InputInvalid | StoreUnavailable> =>
    parseInput(letterRequestSchema, input).asyncAndThen(({ id, subject, body }) => {
      const letter = { id, subject, body, sentBy: actor.personId, createdAt: deps.clock.now() };
      return deps.store.confirmedSubscribers().andThen((subscribers) =>
        deps.store.sendLetter(letter, letterNotices(letter, subscribers, () => deps.ids.next())).map(() => ({ id, recipients: subscribers.length })),
      );
    });
