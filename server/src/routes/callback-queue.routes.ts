import { STAFF_MESSAGES, STAFF_PAGE_LIMITS, type StaffPayloadCallName } from '@manobal/core';
import { actorOf } from '../http/staff-actor';
import { route, type CallRoute } from './call-route';

const QUEUE_REFUSALS = {
  '404': 'No call-back request has this id',
  '409': "kind claimed-by-other: another person has claimed it (the words name them); kind callback-not-claimed: claim it first; kind callback-closed: it is closed already",
} as const;

const withId = (input: unknown, params: unknown) => ({ ...(input as object), id: (params as { id: string }).id });
const saved = (data: unknown) => ({ status: 200 as const, msg: STAFF_MESSAGES.saved, data });

/** The urgent queue's staff calls: the listing, and the claim, outcome and release, each by the person behind the call. */
export const CALLBACK_QUEUE_STAFF_CALL_ROUTES = {
  staffCallbacks: route((uc, input) => uc.listCallbacks(input), (data) => ({ status: 200, msg: STAFF_MESSAGES.listed, data }), {
    status: 200,
    summary: "Staff: the urgent queue of requests to be phoned: open ones first (waiting before claimed), a crisis before the others, then the one asked longest ago",
    description: `?state=open|closed|all (all by default); ?page=&limit= (limit at most ${STAFF_PAGE_LIMITS.maxLimit}, ${STAFF_PAGE_LIMITS.defaultLimit} by default). The phone is the 10-digit mobile to call; overdue marks a crisis nobody has claimed for 15 minutes.`,
  }),
  staffClaimCallback: route((uc, input, request) => uc.claimCallback(actorOf(request), withId(input, request.params)), saved, {
    status: 200,
    summary: "Staff: claim a waiting call-back ('I'm calling'); of two people claiming at once one gets it and the other is told who has it",
    refusals: QUEUE_REFUSALS,
  }),
  staffCallbackOutcome: route((uc, input, request) => uc.recordCallbackOutcome(actorOf(request), withId(input, request.params)), saved, {
    status: 200,
    summary: "Staff: what the call came to, by the person who claimed it: no-answer puts it back to waiting (attempts counted); reached, referred-emergency, referred-tele-manas and closed close it",
    refusals: QUEUE_REFUSALS,
  }),
  staffReleaseCallback: route((uc, input, request) => uc.releaseCallback(actorOf(request), withId(input, request.params)), saved, {
    status: 200,
    summary: 'Staff: let go of a call-back one has claimed, so that someone else calls',
    refusals: QUEUE_REFUSALS,
  }),
} satisfies Partial<Record<StaffPayloadCallName, CallRoute>>;
