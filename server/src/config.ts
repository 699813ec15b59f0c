import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { clockTimeOf, DEFAULT_CARE_TEAM_HOURS, parseCareTeamHours, PRODUCT_NAME, SHORT_TEMPLATE_KEYS, type CareTeamHours, type PhoneChannel } from '@manobal/core';
import {
  contactFromSettings,
  DEFAULT_CONTACT,
  DEFAULT_FREE_CALL_POLICY,
  freeCallHoursBetween,
  placeholderContactSettings,
  type ContactDetails,
  type ContactSettingName,
  type FreeCallPolicy,
} from '@manobal/core';

/** OWASP's scrypt parameter set (N=2^17, r=8, p=1): production never goes below it. */
export const PRODUCTION_SCRYPT_N = 2 ** 17;
const MIN_SCRYPT_N = 2 ** 10;
export const DEFAULT_REDIS_KEY_PREFIX = 'manobal-rate-limit-';

/** Whom to believe about the client's address: nobody (false), the nearest n proxies, or proxies at these addresses. */
export type TrustProxy = false | number | readonly string[];

/**
 * Requests per minute per client address, per route. Pages, assets, images and audio have none: they are
 * static and cacheable, and a school lab or a carrier-grade NAT puts hundreds of visitors behind one address
 * (server README, "Rate limits").
 */
export interface RateLimits {
  /** Each form post (refer, contact, volunteer, booking, careers application) without a limit of its own. */
  readonly formsPerMinute: number;
  /** Signup attempts, and login attempts, per minute per client (each route counts apart). */
  readonly authPerMinute: number;
  /** Document uploads per minute per client. */
  readonly uploadPerMinute: number;
  /** Web-vitals beacons per minute per client. */
  readonly vitalsPerMinute: number;
  /** API reads other than health (OpenAPI document, staff listings and documents). */
  readonly apiReadPerMinute: number;
}

/** Per account, from any address: after `failures` failed logins within `minutes`, refused for `minutes`. */
export interface LoginLock {
  readonly failures: number;
  readonly minutes: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where the SQLite file, uploads and generated secrets live. */
  readonly dataDir: string;
  /** postgres://… selects PostgreSQL; absent means SQLite at `${dataDir}/manobal.sqlite`. */
  readonly databaseUrl: string | undefined;
  /** Shared limits across instances when set. */
  readonly redisUrl: string | undefined;
  /** Start of every rate-limit key in Redis, so deployments (or test runs) sharing one Redis keep apart. */
  readonly redisKeyPrefix: string;
  /** The built website (web/dist). */
  readonly webDist: string;
  /**
   * The old shared staff token. It opens nothing any more (staff are named people with their own sessions and
   * personal access tokens); when it is still set, the server says so once at start.
   */
  readonly staffToken: string | undefined;
  /** Where people reach the site (PUBLIC_ORIGIN, such as https://manobal.example): printed links use it; absent, the request's own origin. */
  readonly publicOrigin: string | undefined;
  /** HS256 secret for access tokens; absent means generated once at `${dataDir}/jwt-secret`. */
  readonly jwtSecret: string | undefined;
  /** 32-byte key (base64 or hex) for Aadhaar/PAN encryption; absent means `${dataDir}/data-key`. */
  readonly dataKey: string | undefined;
  /** Directory for uploaded documents; absent means `${dataDir}/uploads`. */
  readonly uploadDir: string;
  readonly scryptN: number;
  readonly trustProxy: TrustProxy;
  readonly corsOrigins: readonly string[];
  readonly rateLimits: RateLimits;
  readonly loginLock: LoginLock;
  readonly logLevel: string;
  readonly production: boolean;
  /** The care team's phone, which a refusal to change an appointment close to its start tells people to call. */
  readonly contactPhone: string;
  /** The care team's phone, e-mail and address (CONTACT_PHONE, CONTACT_EMAIL, CONTACT_ADDRESS), as the website's build reads them. */
  readonly contact: ContactDetails;
  /** When the care team makes calls, every day in IST (CARE_TEAM_HOURS): a call-back's answer says when to expect one. */
  readonly careTeamHours: CareTeamHours;
  /** Whether the first start adds core's five illustrative sample therapists to an empty directory (SEED_SAMPLE_THERAPISTS). */
  readonly seedSampleTherapists: boolean;
  /** Free introductory calls per hour and the hours offered (FREE_CALLS_PER_HOUR, FREE_CALL_HOURS); core's default when absent. */
  readonly freeCallPolicy?: FreeCallPolicy;
  /** How messages leave: SMTP (SMTP_URL) or, without it, the local mailbox under the data directory. */
  readonly mail: MailConfig;
  /** SMS and WhatsApp through one HTTP provider (PHONE_API_URL and PHONE_API_KEY); absent: no message goes to a phone. */
  readonly phone?: PhoneConfig;
  /** The secret the phone provider signs delivery receipts with (MESSAGE_RECEIPT_SECRET); absent: receipts are refused. */
  readonly receiptSecret: string | undefined;
  /**
   * The secret the MTA or mail provider signs e-mail bounces with (MAIL_BOUNCE_SECRET); absent: bounces are refused.
   * Its own, so the phone provider, which holds the receipts' secret, cannot make an e-mail dead.
   */
  readonly mailBounceSecret: string | undefined;
  /** The video room's ICE servers (STUN_URLS, TURN_URLS, TURN_SECRET, TURN_TTL_SECONDS). */
  readonly room: RoomConfig;
}

export interface RoomConfig {
  /** stun: URLs handed to browsers as they are. */
  readonly stunUrls: readonly string[];
  /** turn:/turns: URLs; with TURN_SECRET each browser gets a credential of its own that expires. */
  readonly turnUrls: readonly string[];
  /** coturn's static-auth-secret (its REST API scheme); absent: no TURN server is offered. */
  readonly turnSecret: string | undefined;
  /** How long a TURN credential lasts. */
  readonly turnTtlSeconds: number;
  /** ROOM_RELAY_ONLY: every call goes through TURN, so neither person learns the other's own address. */
  readonly relayOnly: boolean;
}

/** The phone provider: each channel is configured only when its templates are (SMS_DLT_TEMPLATES, WHATSAPP_TEMPLATES). */
export interface PhoneConfig {
  /** The provider's API base (PHONE_API_URL); messages are POSTed to `${apiUrl}/messages`. */
  readonly apiUrl: string;
  /** Sent as a bearer token (PHONE_API_KEY). */
  readonly apiKey: string;
  /** No request to the provider waits longer than this (PHONE_API_TIMEOUT_MS): past it, a failed attempt, retried. */
  readonly timeoutMs: number;
  readonly sms?: {
    /** The DLT-registered sender header (SMS_SENDER), six letters such as MNOBAL. */
    readonly sender: string;
    /** The DLT principal entity id (SMS_DLT_ENTITY_ID), when the provider asks for it with each message. */
    readonly dltEntityId?: string;
    /** Each short template's DLT template id (SMS_DLT_TEMPLATES), by its key: one per template and language. */
    readonly dltTemplateIds: Readonly<Record<string, string>>;
  };
  readonly whatsapp?: {
    /** Each short template's approved WhatsApp template name (WHATSAPP_TEMPLATES), by its key: one per template and language. */
    readonly templateNames: Readonly<Record<string, string>>;
  };
}

/** The phone channels this deployment sends by: those whose templates are configured. */
export const phoneChannelsOf = (config: Pick<ServerConfig, 'phone'>): PhoneChannel[] => [
  ...(config.phone?.sms ? (['sms'] as const) : []),
  ...(config.phone?.whatsapp ? (['whatsapp'] as const) : []),
];

/**
 * 'booking-confirmed=1207…,booking-confirmed-hi=1207…' as a map from template key to the provider's id. Every short
 * template of every language needs one (a Hindi text is registered apart from the English one): a message whose
 * template the operators do not know is dropped without a word.
 */
const parseTemplateMap = (name: string, raw: string): Result<Record<string, string>, ConfigError> => {
  const map: Record<string, string> = {};
  for (const pair of raw.split(',').map((part) => part.trim()).filter((part) => part.length > 0)) {
    const [id, value] = pair.split('=').map((part) => part.trim());
    if (id === undefined || value === undefined || value === '' || !SHORT_TEMPLATE_KEYS.includes(id)) {
      return err({ kind: 'config', message: `${name}: each entry is template=id, the template one of ${SHORT_TEMPLATE_KEYS.join(', ')} (not '${pair}')` });
    }
    map[id] = value;
  }
  const missing = SHORT_TEMPLATE_KEYS.filter((id) => map[id] === undefined);
  if (missing.length > 0) return err({ kind: 'config', message: `${name}: every short template needs its registered id; missing ${missing.join(', ')}` });
  return ok(map);
};

const parsePhone = (e: z.output<typeof envSchema>): Result<PhoneConfig | undefined, ConfigError> => {
  const wanted = e.SMS_DLT_TEMPLATES !== undefined || e.WHATSAPP_TEMPLATES !== undefined;
  if (!wanted) return ok(undefined);
  if (e.PHONE_API_URL === undefined || e.PHONE_API_KEY === undefined) {
    return err({ kind: 'config', message: 'PHONE_API_URL and PHONE_API_KEY: SMS_DLT_TEMPLATES or WHATSAPP_TEMPLATES needs the provider to send through' });
  }
  let sms: PhoneConfig['sms'];
  if (e.SMS_DLT_TEMPLATES !== undefined) {
    if (e.SMS_SENDER === undefined) return err({ kind: 'config', message: 'SMS_SENDER: SMS needs the DLT-registered sender header' });
    const ids = parseTemplateMap('SMS_DLT_TEMPLATES', e.SMS_DLT_TEMPLATES);
    if (ids.isErr()) return err(ids.error);
    sms = { sender: e.SMS_SENDER, ...(e.SMS_DLT_ENTITY_ID === undefined ? {} : { dltEntityId: e.SMS_DLT_ENTITY_ID }), dltTemplateIds: ids.value };
  }
  let whatsapp: PhoneConfig['whatsapp'];
  if (e.WHATSAPP_TEMPLATES !== undefined) {
    const names = parseTemplateMap('WHATSAPP_TEMPLATES', e.WHATSAPP_TEMPLATES);
    if (names.isErr()) return err(names.error);
    whatsapp = { templateNames: names.value };
  }
  return ok({
    apiUrl: e.PHONE_API_URL.replace(/\/+$/, ''),
    apiKey: e.PHONE_API_KEY,
    timeoutMs: e.PHONE_API_TIMEOUT_MS,
    ...(sms ? { sms } : {}),
    ...(whatsapp ? { whatsapp } : {}),
  });
};

export interface MailConfig {
  /** smtp:// or smtps:// with credentials; absent means every message goes to `${dataDir}/mailbox` instead. */
  readonly smtpUrl: string | undefined;
  /** The From address (MAIL_FROM), such as "Manobal <care@manobal.example>". */
  readonly from: string;
  /** Where replies go (MAIL_REPLY_TO): the care team's address unless set. */
  readonly replyTo: string;
  /** No SMTP step waits longer than this (SMTP_TIMEOUT_MS): a slow server is a failed attempt, retried later. */
  readonly timeoutMs: number;
  /** Whether this process runs the outbox worker (OUTBOX_WORKER=off leaves it to `npm run worker` elsewhere). */
  readonly worker: boolean;
  /** How often the worker looks for due messages (OUTBOX_POLL_MS). */
  readonly pollMs: number;
}

export interface ConfigError {
  readonly kind: 'config';
  readonly message: string;
}

/** Two levels up from both server/src/config.ts and the bundled server/dist/main.js. */
export const defaultWebDist = (): string => resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

const blankToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

const positiveInt = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(1_000_000).default(fallback));

/**
 * `true` would take the left-most X-Forwarded-For address, which the client writes itself: every per-address limit
 * could then be bypassed by sending a new address each time. So only a hop count or the proxies' addresses are taken.
 */
export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY: true would believe the address each client writes into X-Forwarded-For, so any per-address limit could be bypassed. ' +
  'Give the number of proxies in front of the server (such as 1 for one load balancer) or their addresses (a comma list of addresses or CIDRs).';

const parseTrustProxy = (raw: string | undefined): Result<TrustProxy, ConfigError> => {
  if (raw === undefined) return ok(false);
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return ok(false);
  if (value === 'true') return err({ kind: 'config', message: TRUST_PROXY_TRUE_REFUSED });
  if (/^\d+$/.test(value)) return ok(Number(value));
  return ok(
    raw
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );
};

/**
 * The placeholder contacts are unroutable on purpose (an all-zero number, a .example address): a production site
 * that printed them would leave a person in distress with no way to reach anyone, so it does not start.
 */
export const contactPlaceholdersRefused = (names: readonly ContactSettingName[]): string =>
  `${names.join(', ')}: production needs the care team's real contact details, not the development placeholders. ` +
  `Set ${names.length === 1 ? 'it' : 'them'} for the server and for the website's build, which reads the same settings.`;

const urlList = (pattern: RegExp, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((raw) => (raw ?? '').split(',').map((url) => url.trim()).filter((url) => url.length > 0))
      .refine((urls) => urls.every((url) => pattern.test(url)), message),
  );

const envSchema = z.object({
  STUN_URLS: urlList(/^stuns?:[^\s,]+$/, 'STUN_URLS must be a comma list of stun: URLs'),
  TURN_URLS: urlList(/^turns?:[^\s,]+$/, 'TURN_URLS must be a comma list of turn: or turns: URLs'),
  TURN_SECRET: z.preprocess(blankToUndefined, z.string().min(16, 'TURN_SECRET must be at least 16 characters').optional()),
  TURN_TTL_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(60).max(86_400).default(3_600)),
  ROOM_RELAY_ONLY: z.preprocess(blankToUndefined, z.enum(['true', 'false'], 'ROOM_RELAY_ONLY must be true or false').default('false')),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it unset for SQLite)')
      .optional(),
  ),
  REDIS_URL: z.preprocess(blankToUndefined, z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://').optional()),
  REDIS_KEY_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits or . : _ -')
      .default(DEFAULT_REDIS_KEY_PREFIX),
  ),
  WEB_DIST: optionalText,
  UPLOAD_DIR: optionalText,
  STAFF_TOKEN: z.preprocess(blankToUndefined, z.string().min(16, 'STAFF_TOKEN must be at least 16 characters').optional()),
  PUBLIC_ORIGIN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/\s?#]+\/?$/, 'PUBLIC_ORIGIN must be an origin such as https://manobal.example (scheme and host, no path)')
      .transform((origin) => origin.replace(/\/$/, ''))
      .optional(),
  ),
  JWT_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  DATA_KEY: optionalText,
  SCRYPT_N: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => n >= MIN_SCRYPT_N && n <= 2 ** 20 && (n & (n - 1)) === 0, 'SCRYPT_N must be a power of two between 1024 and 1048576')
      .default(PRODUCTION_SCRYPT_N),
  ),
  TRUST_PROXY: optionalText,
  CORS_ORIGINS: optionalText,
  // Defaults sized for one school behind one address; the reasons are in the server README.
  RATE_LIMIT_FORMS: positiveInt(600),
  RATE_LIMIT_AUTH: positiveInt(120),
  RATE_LIMIT_UPLOAD: positiveInt(60),
  RATE_LIMIT_VITALS: positiveInt(1200),
  RATE_LIMIT_API_READ: positiveInt(600),
  LOGIN_LOCK_FAILURES: positiveInt(10),
  LOGIN_LOCK_MINUTES: positiveInt(15),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  NODE_ENV: optionalText,
  CARE_TEAM_HOURS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(`${clockTimeOf(DEFAULT_CARE_TEAM_HOURS.opens)}-${clockTimeOf(DEFAULT_CARE_TEAM_HOURS.closes)}`)
      .transform((text, ctx) => {
        const hours = parseCareTeamHours(text);
        if (hours === null) ctx.addIssue({ code: 'custom', message: 'CARE_TEAM_HOURS must be HH:MM-HH:MM in IST, opening before closing (for example 09:00-21:00)' });
        return hours ?? DEFAULT_CARE_TEAM_HOURS;
      }),
  ),
  SEED_SAMPLE_THERAPISTS: z.preprocess(blankToUndefined, z.enum(['true', 'false'], 'SEED_SAMPLE_THERAPISTS must be true or false').default('true')),
  CONTACT_PHONE: z.preprocess(blankToUndefined, z.string().trim().max(40, 'CONTACT_PHONE must be at most 40 characters').default(DEFAULT_CONTACT.phone)),
  CONTACT_EMAIL: z.preprocess(blankToUndefined, z.email('CONTACT_EMAIL must be an e-mail address').default(DEFAULT_CONTACT.email)),
  CONTACT_ADDRESS: z.preprocess(blankToUndefined, z.string().trim().max(300, 'CONTACT_ADDRESS must be at most 300 characters').default(DEFAULT_CONTACT.address)),
  SMTP_URL: z.preprocess(blankToUndefined, z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional()),
  MAIL_FROM: optionalText,
  MAIL_REPLY_TO: optionalText,
  SMTP_TIMEOUT_MS: positiveInt(10_000),
  OUTBOX_WORKER: z.preprocess(blankToUndefined, z.enum(['on', 'off'], 'OUTBOX_WORKER must be on or off').default('on')),
  OUTBOX_POLL_MS: positiveInt(5000),
  PHONE_API_URL: z.preprocess(blankToUndefined, z.string().regex(/^https?:\/\/\S+$/, 'PHONE_API_URL must be an http:// or https:// URL').optional()),
  PHONE_API_KEY: optionalText,
  PHONE_API_TIMEOUT_MS: positiveInt(10_000),
  SMS_SENDER: z.preprocess(blankToUndefined, z.string().trim().regex(/^[A-Za-z0-9]{3,11}$/, 'SMS_SENDER must be the registered header, 3 to 11 letters or digits').optional()),
  SMS_DLT_ENTITY_ID: optionalText,
  SMS_DLT_TEMPLATES: optionalText,
  WHATSAPP_TEMPLATES: optionalText,
  MESSAGE_RECEIPT_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'MESSAGE_RECEIPT_SECRET must be at least 32 characters').optional()),
  MAIL_BOUNCE_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'MAIL_BOUNCE_SECRET must be at least 32 characters').optional()),
  FREE_CALLS_PER_HOUR: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(DEFAULT_FREE_CALL_POLICY.callsPerHour)),
  // First and last hour (24-hour clock, both included) of the booking form's slots, 10:00 AM to 9:00 PM.
  FREE_CALL_HOURS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(1\d|2[01])-(1\d|2[01])$/, 'FREE_CALL_HOURS must be two hours from 10 to 21, such as 10-21')
      .refine((range) => Number(range.split('-')[0]) <= Number(range.split('-')[1]), 'FREE_CALL_HOURS must start no later than it ends')
      .default('10-21'),
  ),
});

/** Reads the server's settings from environment variables; every one has a safe default. */
export const loadConfig = (
  env: Readonly<Record<string, string | undefined>>,
  cwd: string = process.cwd(),
): Result<ServerConfig, ConfigError> => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    return err({ kind: 'config', message: `${name}: ${issue?.message ?? 'invalid value'}` });
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.SCRYPT_N < PRODUCTION_SCRYPT_N) {
    return err({ kind: 'config', message: `SCRYPT_N: production requires at least ${PRODUCTION_SCRYPT_N}` });
  }
  const contact = contactFromSettings({ CONTACT_PHONE: e.CONTACT_PHONE, CONTACT_EMAIL: e.CONTACT_EMAIL, CONTACT_ADDRESS: e.CONTACT_ADDRESS });
  const placeholders = placeholderContactSettings(contact);
  if (production && placeholders.length > 0) return err({ kind: 'config', message: contactPlaceholdersRefused(placeholders) });
  if (e.ROOM_RELAY_ONLY === 'true' && e.TURN_URLS.length === 0) return err({ kind: 'config', message: 'ROOM_RELAY_ONLY needs TURN_URLS and TURN_SECRET: without a relay no call could connect' });
  if (e.TURN_URLS.length > 0 && e.TURN_SECRET === undefined) return err({ kind: 'config', message: 'TURN_URLS needs TURN_SECRET (coturn static-auth-secret) to hand out credentials' });
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy.isErr()) return err(trustProxy.error);
  const dataDir = resolve(cwd, e.DATA_DIR);
  const phone = parsePhone(e);
  if (phone.isErr()) return err(phone.error);
  return ok({
    ...(phone.value ? { phone: phone.value } : {}),
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : defaultWebDist(),
    uploadDir: e.UPLOAD_DIR ? resolve(cwd, e.UPLOAD_DIR) : resolve(dataDir, 'uploads'),
    staffToken: e.STAFF_TOKEN,
    publicOrigin: e.PUBLIC_ORIGIN,
    jwtSecret: e.JWT_SECRET,
    dataKey: e.DATA_KEY,
    scryptN: e.SCRYPT_N,
    trustProxy: trustProxy.value,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
    rateLimits: {
      formsPerMinute: e.RATE_LIMIT_FORMS,
      authPerMinute: e.RATE_LIMIT_AUTH,
      uploadPerMinute: e.RATE_LIMIT_UPLOAD,
      vitalsPerMinute: e.RATE_LIMIT_VITALS,
      apiReadPerMinute: e.RATE_LIMIT_API_READ,
    },
    loginLock: { failures: e.LOGIN_LOCK_FAILURES, minutes: e.LOGIN_LOCK_MINUTES },
    logLevel: e.LOG_LEVEL,
    production,
    contactPhone: contact.phone,
    contact,
    seedSampleTherapists: e.SEED_SAMPLE_THERAPISTS === 'true',
    careTeamHours: e.CARE_TEAM_HOURS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${PRODUCT_NAME} <${contact.email}>`,
      replyTo: e.MAIL_REPLY_TO ?? contact.email,
      timeoutMs: e.SMTP_TIMEOUT_MS,
      worker: e.OUTBOX_WORKER === 'on',
      pollMs: e.OUTBOX_POLL_MS,
    },
    receiptSecret: e.MESSAGE_RECEIPT_SECRET,
    mailBounceSecret: e.MAIL_BOUNCE_SECRET,
    room: { stunUrls: e.STUN_URLS, turnUrls: e.TURN_URLS, turnSecret: e.TURN_SECRET, turnTtlSeconds: e.TURN_TTL_SECONDS, relayOnly: e.ROOM_RELAY_ONLY === 'true' },
    freeCallPolicy: { callsPerHour: e.FREE_CALLS_PER_HOUR, hours: freeCallHoursBetween(...(e.FREE_CALL_HOURS.split('-').map(Number) as [number, number])) },
  });
};
