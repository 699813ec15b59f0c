import type { LeadKind } from '../forms/lead.options';

/** One address on the newsletter list, with when its owner asked to be on it. */
export interface NewsletterSubscription {
  readonly id: string;
  /** Lower-cased: one subscription per address whatever its case. */
  readonly email: string;
  readonly consentedAt: Date;
}

/** Someone from a company or a school asking for a demo or a call; optional details are null when not given. */
export interface Lead {
  readonly id: string;
  readonly kind: LeadKind;
  readonly name: string;
  readonly email: string;
  readonly organisation: string;
  readonly phone: string | null;
  /** Employees of a company or students of a school. */
  readonly size: number | null;
  readonly message: string | null;
  readonly receivedAt: Date;
}
