// The newsletter's double opt-in: an address is written to only once its owner has opened the link sent to it.

/** Where a subscription is: waiting for its confirmation, receiving letters, or stopped by its owner. */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface Subscription {
  readonly id: string;
  readonly email: string;
  readonly status: SubscriptionStatus;
  /** When the last confirmation was sent (its token is bound to this instant); null for an address kept before letters began. */
  readonly confirmSentAt: Date | null;
  /** When the address was last confirmed (the unsubscribe token is bound to it). */
  readonly confirmedAt: Date | null;
}

export const NEWSLETTER_POLICY = {
  /** A confirmation link opens the subscription for this long. */
  confirmWithinDays: 7,
  /** Asking again sooner sends no second confirmation, so the form cannot fill someone's inbox. */
  resendAfterMinutes: 10,
} as const;

const MS_PER_MINUTE = 60_000;

/** What a sign-up does: a new pending subscription, a fresh confirmation for one that exists, or nothing. */
export type SubscribeStep = 'new' | 'confirm-again' | 'nothing';

/**
 * A new address is written to once, to confirm it. A confirmed address is left as it is. A pending one gets a fresh
 * confirmation unless one went a moment ago; an unsubscribed one must confirm again before any letter goes to it.
 */
export const subscribeStep = (existing: Subscription | null, now: Date): SubscribeStep => {
  if (existing === null) return 'new';
  switch (existing.status) {
    case 'confirmed':
      return 'nothing';
    case 'unsubscribed':
      return 'confirm-again';
    case 'pending':
      return existing.confirmSentAt !== null && now.getTime() - existing.confirmSentAt.getTime() < NEWSLETTER_POLICY.resendAfterMinutes * MS_PER_MINUTE
        ? 'nothing'
        : 'confirm-again';
  }
};

/** Whether a confirmation link still opens its subscription at `now`: pending, and sent within the policy's days. */
export const confirmationOpen = (subscription: Subscription, now: Date): boolean =>
  subscription.status === 'pending' &&
  subscription.confirmSentAt !== null &&
  now.getTime() - subscription.confirmSentAt.getTime() <= NEWSLETTER_POLICY.confirmWithinDays * 24 * 60 * MS_PER_MINUTE;
