import { LIMITS } from '@manobal/core';

/** How long a client may take; every value in milliseconds. server/README.md explains each choice. */
export interface HttpTimeouts {
  /** From connecting to the end of the request headers. */
  readonly headersMs: number;
  /** From connecting to the last byte of the request body: the bound on a body that trickles in. */
  readonly requestMs: number;
  /** A connection with no bytes either way for this long is closed (a stalled client). */
  readonly idleMs: number;
  /** How long an idle keep-alive connection waits for its next request. */
  readonly keepAliveMs: number;
  /** How often Node checks connections against headersMs and requestMs (their cut comes up to this late). */
  readonly checkIntervalMs: number;
}

/** The slowest uplink a whole maximum-size upload must still complete on: 2G/EDGE, about 100 kbit/s. */
export const SLOWEST_UPLINK_BITS_PER_SECOND = 100_000;

/** Seconds a maximum-size upload takes on the slowest uplink (about 839 s for 10 MB). */
export const SLOWEST_FULL_UPLOAD_SECONDS = Math.ceil((LIMITS.uploadMaxBytes * 8) / SLOWEST_UPLINK_BITS_PER_SECOND);

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 30_000,
  // 15 minutes: a 10 MB document on 2G (~14 minutes) still arrives; nothing else needs more.
  requestMs: 15 * 60_000,
  // Longer than the keep-alive wait, so the idle cut only ends connections stalled mid-request.
  idleMs: 75_000,
  // Longer than the 60 s idle timeout of common load balancers, so they close first and never reuse a closed socket.
  keepAliveMs: 72_000,
  checkIntervalMs: 10_000,
};
