import type { FastifyInstance } from 'fastify';
import { CALL_MESSAGES, ENDPOINTS, loginPayloadSchema, signupPayloadSchema, type PublicUser } from '@manobal/core';
import { sendFail, sendOk, sendRefusal } from '../http/envelope';
import { readJsonForm } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

/** Signup and login (spec section 7), each under a tighter rate limit than the rest of the API. */
export const registerAuthRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { store, passwords, tokens, newId, timestamp, config } = ctx;
  const tight = { config: { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } } };

  app.post(ENDPOINTS.signup.path, tight, async (request, reply) => {
    const form = readJsonForm(request, signupPayloadSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const { name, email, password } = form.value;
    const row = { id: newId(), name, email: email.toLowerCase(), password_hash: await passwords.hash(password), created_at: timestamp() };
    const added = await store.users.add(row);
    if (added.isErr()) return sendFail(reply, 409, SERVER_MESSAGES.emailTaken, { email: SERVER_MESSAGES.emailTaken });
    return sendOk(reply, 201, CALL_MESSAGES.signup.success);
  });

  app.post(ENDPOINTS.login.path, tight, async (request, reply) => {
    const form = readJsonForm(request, loginPayloadSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const { email, password } = form.value;
    const user = await store.users.findByEmail(email.trim().toLowerCase());
    // An unknown email costs one scrypt too, so response time does not reveal who has an account.
    const verified = user ? await passwords.verify(password, user.password_hash) : await passwords.verifyNothing(password);
    if (!user || !verified) return sendFail(reply, 401, SERVER_MESSAGES.invalidLogin);
    if (passwords.needsRehash(user.password_hash)) {
      await store.users.updatePasswordHash(user.id, await passwords.hash(password));
    }
    const publicUser: PublicUser = { id: user.id, name: user.name, email: user.email };
    return sendOk(reply, 200, CALL_MESSAGES.login.success, { access_token: await tokens.issue(publicUser), user: publicUser });
  });
};
