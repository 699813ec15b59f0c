import { STAFF_MESSAGES, STAFF_PAGE_LIMITS, type StaffPayloadCallName } from '@manobal/core';
import { route, type CallRoute } from './call-route';

const withId = (input: unknown, params: unknown) => ({ ...(input as object), id: (params as { id: string }).id });
const PAGING = `?page=&limit= (limit at most ${STAFF_PAGE_LIMITS.maxLimit}, ${STAFF_PAGE_LIMITS.defaultLimit} by default).`;
const listed = (data: unknown) => ({ status: 200 as const, msg: STAFF_MESSAGES.listed, data });
const saved = (data: unknown) => ({ status: 200 as const, msg: STAFF_MESSAGES.saved, data });

/** The outbox's staff calls: the local mailbox's messages, and failed deliveries with retry and drop. */
export const OUTBOX_STAFF_CALL_ROUTES = {
  staffSentMessages: route((uc, input) => uc.listSentMessages(input), listed, {
    status: 200,
    summary: 'Staff: the messages the local mailbox kept (the server runs without SMTP_URL), newest first, each with its plain-text part',
    description: PAGING,
  }),
  staffFailedDeliveries: route((uc, input) => uc.listFailedDeliveries(input), listed, {
    status: 200,
    summary: 'Staff: messages that could not be delivered after every attempt (or that the mail server refused for good), with the reason, newest first',
    description: PAGING,
  }),
  staffRetryDelivery: route((uc, input, request) => uc.retryDelivery(withId(input, request.params)), saved, {
    status: 200,
    summary: 'Staff: send a failed message again: it waits in the outbox again, due at once, with fresh attempts',
    refusals: { '404': 'No failed delivery has this id' },
  }),
  staffDropDelivery: route((uc, input, request) => uc.dropDelivery(withId(input, request.params)), saved, {
    status: 200,
    summary: 'Staff: give up a failed message for good',
    refusals: { '404': 'No failed delivery has this id' },
  }),
} satisfies Partial<Record<StaffPayloadCallName, CallRoute>>;
