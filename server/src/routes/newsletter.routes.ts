import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, NEWSLETTER_TEXT, STAFF_MESSAGES, type StaffPayloadCallName } from '@manobal/core';
import { actorOf } from '../http/staff-actor';
import { registerContractRoute, route, type CallRoute } from './call-route';
import type { RouteContext } from './route-context';

const said = (msg: string) => () => ({ status: 200 as const, msg });

/** The footer's sign-up (double opt-in): the same 200 and words for every address, new, pending, confirmed or gone. */
export const NEWSLETTER_SIGN_UP_ROUTE: CallRoute = route((uc, input) => uc.subscribeToNewsletter(input), said(NEWSLETTER_TEXT.signedUp), {
  status: 200,
  summary: 'Subscribe to the newsletter (double opt-in)',
  description:
    "A new address is kept pending and sent, through the outbox, a link to confirm it (PUBLIC_ORIGIN/newsletter/confirm#<token>, for 7 days); only confirmed addresses get letters. A pending address gets a fresh link at most every 10 minutes, an unsubscribed one must confirm again, a confirmed one is left as it is. The answer is the same in every case, so it tells no one who is on the list.",
});

const GONE_CONFIRM = { '410': 'The link was used already, has expired (7 days), or was never one of ours (kind newsletter-link-gone)' };
const GONE_UNSUBSCRIBE = { '410': 'No subscription has this token: the link is not whole (kind newsletter-link-gone)' };

/** The newsletter's links: confirming an address, and leaving from a letter's page or a mail client's one-click button. */
export const NEWSLETTER_CALL_ROUTES = {
  confirmNewsletter: route((uc, input) => uc.confirmNewsletterSubscription(input), said(NEWSLETTER_TEXT.confirmed), {
    status: 200,
    summary: 'Confirm a newsletter subscription with the token from the confirmation e-mail',
    description: 'The confirmation page sends the token its address carried in the fragment. A token confirms once; letters go to the address from then on.',
    refusals: GONE_CONFIRM,
  }),
  unsubscribeNewsletter: route((uc, input) => uc.unsubscribeFromNewsletter(input), said(NEWSLETTER_TEXT.unsubscribed), {
    status: 200,
    summary: "Unsubscribe from the newsletter with the token of a letter's link",
    description: "The unsubscribe page sends the token its address carried in the fragment. Letters stop at once, including any still waiting to be sent; unsubscribing again answers the same. Subscribing again needs a new confirmation.",
    refusals: GONE_UNSUBSCRIBE,
  }),
  unsubscribeOneClick: route((uc, input) => uc.unsubscribeInOneClick(input), said(NEWSLETTER_TEXT.unsubscribed), {
    status: 200,
    summary: 'One-click unsubscribe (RFC 8058): the address of every letter\'s List-Unsubscribe header',
    description:
      "Mail clients POST here with the body List-Unsubscribe=One-Click (application/x-www-form-urlencoded or multipart/form-data), no cookie and no page; the token is the query's t. The body is not needed: the token names the subscription. Letters stop at once, as with the page.",
    refusals: GONE_UNSUBSCRIBE,
  }),
};

/** The one-click POST comes as a form, not JSON: its own scope reads that body (and needs nothing of it). */
export const registerOneClickRoute = (app: FastifyInstance, ctx: RouteContext): void => {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    registerContractRoute(scope, ctx, ENDPOINTS.unsubscribeOneClick, NEWSLETTER_CALL_ROUTES.unsubscribeOneClick);
  });
};

/** The console's newsletter screen: who a letter reaches, and the letter itself. */
export const NEWSLETTER_STAFF_CALL_ROUTES = {
  staffLetters: route((uc) => uc.newsletterSummary(), (data) => ({ status: 200, msg: STAFF_MESSAGES.listed, data }), {
    status: 200,
    summary: 'Staff: how many confirmed addresses a letter reaches now, and how many wait for their confirmation',
    description: 'confirmed: addresses their owners confirmed, each of which a letter goes to; pending: addresses waiting for their confirmation (or kept before letters began), which get none.',
  }),
  staffSendLetter: route((uc, input, request) => uc.sendNewsletterLetter(actorOf(request), input), (data) => ({ status: 200, msg: STAFF_MESSAGES.saved, data }), {
    status: 200,
    summary: 'Staff: send a letter to every confirmed subscriber, through the outbox (one message each, with a one-click unsubscribe)',
    description:
      'id is made by the screen when the letter is begun; the body is plain text, a blank line starting a new paragraph; recipients in the answer is how many confirmed subscribers it was written to. The letter and its messages are written in one transaction, each message keyed by the letter and the subscriber: sending the same id again (a retry, a second press) writes nothing more, so no one gets a letter twice. Written between 21:00 and 08:00 IST, the messages wait for 08:00.',
  }),
} satisfies Partial<Record<StaffPayloadCallName, CallRoute>>;
