import type { ResultAsync } from 'neverthrow';
import { FREE_CALL_STATUSES, type ApiError, type ApiOk, type InboxSource, type StaffApi } from '@manobal/core';

/** One thing a visitor sent, as listed: its id and its fields by name (the server decides which, by the contract). */
export type InboxItem = { readonly id: string } & Readonly<Record<string, unknown>>;

interface InboxPage {
  readonly items: readonly InboxItem[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

/** How the inbox reads one of its lists, and how it marks one item (when the care team follows that list up). */
interface InboxSourceCalls {
  readonly list: (api: StaffApi, page: number) => ResultAsync<ApiOk<InboxPage>, ApiError>;
  /** The statuses an item can be given; none for what is only kept (newsletter, volunteer feedback). */
  readonly statuses: readonly string[];
  readonly mark?: (api: StaffApi, id: string, status: string) => ResultAsync<ApiOk<InboxItem>, ApiError>;
}

const LIMIT = 20;
const FOLLOWED_UP = ['waiting', 'done'] as const;

/** A staff listing's items, each an object with an id by the contract's schemas. */
const asInboxPage = <Answer extends ApiOk<{ readonly items: readonly unknown[]; readonly page: number; readonly limit: number; readonly total: number }>>(answer: Answer) =>
  ({ msg: answer.msg, data: { ...answer.data, items: answer.data.items as readonly InboxItem[] } }) satisfies ApiOk<InboxPage>;

const record = (collection: 'referrals' | 'contacts' | 'leads' | 'newsletter', followedUp: boolean): InboxSourceCalls => ({
  list: (api, page) => api.staffRecords({ collection, page, limit: LIMIT }).map(asInboxPage),
  statuses: followedUp ? FOLLOWED_UP : [],
  ...(followedUp
    ? {
        mark: (api: StaffApi, id: string, status: string) =>
          api.staffMarkRecord({ collection: collection as 'referrals', id, status: status as (typeof FOLLOWED_UP)[number] }).map((answer) => ({ msg: answer.msg, data: answer.data as InboxItem })),
      }
    : {}),
});

export const INBOX_CALLS: Readonly<Record<InboxSource, InboxSourceCalls>> = {
  referrals: record('referrals', true),
  contacts: record('contacts', true),
  leads: record('leads', true),
  newsletter: record('newsletter', false),
  volunteers: { list: (api, page) => api.staffVolunteers({ page, limit: LIMIT }).map(asInboxPage), statuses: [] },
  'free-calls': {
    list: (api, page) => api.staffBookings({ page, limit: LIMIT }).map(asInboxPage),
    statuses: FREE_CALL_STATUSES,
    mark: (api, id, status) => api.staffMarkBooking({ id, status: status as (typeof FREE_CALL_STATUSES)[number] }).map((answer) => ({ msg: answer.msg, data: answer.data as InboxItem })),
  },
};
