import type { FastifyInstance } from 'fastify';
import { CALL_MESSAGES, ENDPOINTS, loginPayloadSchema, signupPayloadSchema, type PublicUser } from '@manobal/core';
import { sendFail, sendOk, sendRefusal } from '../http/envelope';
import { readJsonForm } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

/**
 * Signup and login (spec section 7), each under a per-address limit sized for a classroom behind one
 * address; login is also limited per account (login-throttle.ts). Neither answer says whether an account
 * exists (server README, "Accounts").
 */
export const registerAuthRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { store, passwords, tokens, loginThrottle, newId, timestamp, config } = ctx;
  const perAddress = { config: { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } } };

  app.post(ENDPOINTS.signup.path, perAddress, async (request, reply) => {
    const form = readJsonForm(request, signupPayloadSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const { name, email, password } = form.value;
    // Hashed before the insert either way, so a taken address costs the same time as a free one.
    const row = { id: newId(), name, email: email.toLowerCase(), password_hash: await passwords.hash(password), created_at: timestamp() };
    // A taken address gets the new-account answer: the existing account and its password stay as they were,
    // and nobody learns from signup who has an account.
    await store.users.add(row);
    return sendOk(reply, 201, CALL_MESSAGES.signup.success);
  });

  app.post(ENDPOINTS.login.path, perAddress, async (request, reply) => {
    const form = readJsonForm(request, loginPayloadSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const { email, password } = form.value;
    // A locked account is answered like a wrong password, known or not, without spending a hash on it.
    if (!(await loginThrottle.allows(email))) return sendFail(reply, 401, SERVER_MESSAGES.invalidLogin);
    const user = await store.users.findByEmail(email.trim().toLowerCase());
    // An unknown email costs one scrypt too, so response time does not reveal who has an account.
    const verified = user ? await passwords.verify(password, user.password_hash) : await passwords.verifyNothing(password);
    if (!user || !verified) {
      await loginThrottle.failed(email);
      return sendFail(reply, 401, SERVER_MESSAGES.invalidLogin);
    }
    await loginThrottle.succeeded(email);
    if (passwords.needsRehash(user.password_hash)) {
      await store.users.updatePasswordHash(user.id, await passwords.hash(password));
    }
    const publicUser: PublicUser = { id: user.id, name: user.name, email: user.email };
    return sendOk(reply, 200, CALL_MESSAGES.login.success, { access_token: await tokens.issue(publicUser), user: publicUser });
  });
};
