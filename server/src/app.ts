import { randomUUID, webcrypto } from 'node:crypto';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ENDPOINTS, ROOM_SIGNAL_LIMITS, type AvailabilityReader, type Clock } from '@manobal/core';
import { createAuditRecorder } from './audit/audit-recorder';
import { createVisitorKeys } from './audit/visitor-keys';
import { resolveSecrets, type AppSecrets } from './auth/app-secrets';
import { createLoginThrottle } from './auth/login-throttle';
import { createPasswordHasher } from './auth/password-hasher';
import { createPasswordStamps } from './auth/password-stamp';
import { createTokenIssuer } from './auth/token-issuer';
import { createManageTokens } from './auth/manage-tokens';
import { createNewsletterTokens } from './auth/newsletter-tokens';
import { createUserTokens } from './auth/user-tokens';
import { phoneChannelsOf, type ServerConfig } from './config';
import type { FileStorage } from './files/file-storage.port';
import { installStrictJsonParser } from './http/strict-json-parser';
import { installApiNoStore } from './http/api-cache-control';
import { sendFail } from './http/envelope';
import { installErrorHandler } from './http/error-handler';
import { canonicalJson, sha256Hex } from './http/canonical-json';
import { clientErrorHandler, createFrameworkErrorHandler } from './http/framework-errors';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http/http-timeouts';
import { loggerOptions } from './http/logger-options';
import { registerHttpPlugins } from './http/security-plugins';
import { SERVER_MESSAGES } from './http/server.messages';
import { createFieldCipher } from './privacy/field-cipher';
import { registerTherapistRoutes } from './routes/therapists.routes';
import { createTherapistPhotos } from './files/therapist-photos';
import { registerCallRoutes } from './routes/call.routes';
import { registerCareersRoutes, UPLOAD_LIMITS } from './routes/careers.routes';
import { registerHealthRoutes } from './routes/health.routes';
import { registerOpenApiRoutes } from './routes/openapi.routes';
import { composeUseCases, type RouteContext } from './routes/route-context';
import { registerRoomRoutes } from './routes/room.routes';
import { registerStaffRoutes } from './routes/staff.routes';
import { registerStaffSignInRoutes } from './routes/staff-sign-in.routes';
import { registerVitalsRoutes } from './routes/vitals.routes';
import { registerDeliveryReceiptRoutes } from './routes/delivery-receipts.routes';
import { registerWebsiteRoutes } from './routes/website.routes';
import { createStaffAuthenticator } from './staff-auth/staff-authenticator';
import { createStaffSecrets } from './staff-auth/staff-secrets';
import { createStaffGuard } from './http/staff-guard';
import { requireOwnEntry, requirePermission, requireSession, requireStepUp } from './http/staff-actor';
import type { Store } from './store/store.port';
import { createLocalMailbox } from './notifications/local-mailbox';
import { mailboxDir } from './notifications/compose-outbox-worker';

export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDeps {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly clock: Clock;
  /** Upload storage (local disk by default). */
  readonly files: FileStorage;
  /** pino options, or false for silence (tests); defaults to the config's level with redaction. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Resolved from the config (environment or DATA_DIR files) when absent. */
  readonly secrets?: AppSecrets;
  /** The website's client-side routes (web's route list); only '/' when absent. */
  readonly knownRoutes?: readonly string[];
  /** Slow-client bounds; DEFAULT_HTTP_TIMEOUTS (see server/README.md) when absent. Tests shorten them. */
  readonly timeouts?: Partial<HttpTimeouts>;
  /** The therapist directory as booking reads it; the store's directory when absent (tests inject their own). */
  readonly therapists?: AvailabilityReader;
}

/** Fastify's types take a hop count as a function (proxy-addr semantics: trust the first n hops). */
const trustProxyOption = (trust: ServerConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust === false ? false : [...trust];

/** The whole HTTP application, ready to listen or to be injected into: plugins, routes, error envelope. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, store, clock, files } = deps;
  const secrets = deps.secrets ?? (await resolveSecrets(config));
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...deps.timeouts };
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // signup/ and login/ are spelled with a trailing slash in the contract; both spellings work.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify leaves request bodies unbounded in time by default; a body trickling in is cut with 408.
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    frameworkErrors: createFrameworkErrorHandler(config.webDist),
    clientErrorHandler,
  });

  installErrorHandler(app);
  installStrictJsonParser(app);
  installApiNoStore(app);
  app.setNotFoundHandler((_request, reply) => sendFail(reply, 404, SERVER_MESSAGES.notFound));

  const limiter = await registerHttpPlugins(app, config);
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  // The video room's signalling: a frame over the limit closes the socket before it is read.
  await app.register(websocket, { options: { maxPayload: ROOM_SIGNAL_LIMITS.frameBytes } });

  const visitorKeyOf = createVisitorKeys(secrets.dataKey);
  const stamps = createPasswordStamps(secrets.jwtKey, store.users);
  const tokenIssuer = createTokenIssuer(secrets.jwtKey, clock, stamps);
  const userTokens = createUserTokens({ issuer: tokenIssuer, revoked: store.revokedTokens, stamps, clock });
  const staffSecrets = createStaffSecrets();
  const staffAuthenticator = createStaffAuthenticator({ store, clock, secrets: staffSecrets });
  const staffGuard = createStaffGuard(staffAuthenticator, config.publicOrigin);
  const useCases = composeUseCases({
    store,
    clock,
    ids: { next: randomUUID },
    // Only a payload a schema found flat reaches the fingerprint (canonicalJson recurses once per level).
    fingerprint: { of: (payload) => sha256Hex(canonicalJson(payload)) },
    cipher: createFieldCipher(secrets.dataKey),
    passwords: createPasswordHasher({ N: config.scryptN, r: 8, p: 1 }),
    tokens: tokenIssuer,
    loginThrottle: createLoginThrottle({ repository: store.loginThrottle, secret: secrets.jwtKey, clock, lock: config.loginLock }),
    therapists: deps.therapists ?? store.therapists,
    manageTokens: createManageTokens(secrets.dataKey),
    newsletterTokens: createNewsletterTokens(secrets.dataKey),
    randomBytes: (length) => webcrypto.getRandomValues(new Uint8Array(length)),
    careTeamPhone: config.contactPhone,
    careTeamHours: config.careTeamHours,
    ...(config.freeCallPolicy ? { freeCallPolicy: config.freeCallPolicy } : {}),
    userTokens,
    photos: createTherapistPhotos(store.uploads, files),
    visitorKeyOf,
    staffSecrets,
    ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
    mailbox: createLocalMailbox(mailboxDir(config)),
    phoneChannels: phoneChannelsOf(config),
  });
  const audit = createAuditRecorder({ log: store.auditLog, clock, visitorKeyOf });
  const ctx: RouteContext = {
    config,
    store,
    clock,
    files,
    useCases,
    userTokens,
    limiter,
    audit,
    newId: randomUUID,
    timestamp: () => clock.now().toISOString(),
    staffAccess: (allow, options = {}) => [
      staffGuard,
      requirePermission(allow),
      ...(options.ownEntry ? [requireOwnEntry(allow)] : []),
      ...(options.sessionOnly ? [requireSession] : []),
      ...(options.stepUp ? [requireStepUp(clock)] : []),
    ],
  };

  registerHealthRoutes(app, ctx);
  registerOpenApiRoutes(app, ctx);
  registerCallRoutes(app, ctx);
  registerCareersRoutes(app, ctx);
  registerVitalsRoutes(app, ctx);
  registerDeliveryReceiptRoutes(app, ctx);
  registerStaffRoutes(app, ctx);
  registerStaffSignInRoutes(app, ctx);
  registerTherapistRoutes(app, ctx);
  await registerRoomRoutes(app, ctx, staffAuthenticator);
  await registerWebsiteRoutes(app, { webDist: config.webDist, sampleTherapists: config.seedSampleTherapists, ...(deps.knownRoutes ? { knownRoutes: deps.knownRoutes } : {}) });
  return app;
};

/** The paths a person or client calls, for start-up messages and docs. */
export const API_CALL_PATHS = Object.values(ENDPOINTS).map((endpoint) => endpoint.path);
