import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { APPOINTMENT_PATHS, type BookingClient } from '@manobal/core';

/**
 * The booking caps' device: a random id in a first-party cookie the server sets on the first hold. It names no
 * person and is read only by the booking calls; a request without it (a new browser, a script that drops cookies)
 * is a new device, and its address still counts (core's BOOKING_CAPS).
 */
export const DEVICE_COOKIE = 'manobal_device';

/** A year: a person who comes back next month is still the same device. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const deviceIn = (cookieHeader: string | undefined): string | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value !== undefined && DEVICE_ID_PATTERN.test(value)) return value;
  }
  return undefined;
};

/** The client a booking call comes from, and the cookie to set when the request carried no valid device id. */
export interface BookingRequestClient {
  readonly client: BookingClient;
  /** A Set-Cookie value (HttpOnly, SameSite=Lax, Secure over HTTPS) naming the new device; undefined for a known one. */
  readonly setCookie: string | undefined;
}

export const bookingClientOf = (request: FastifyRequest): BookingRequestClient => {
  const known = deviceIn(request.headers.cookie);
  const device = known ?? randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return {
    client: { device, address: request.ip },
    setCookie: known === undefined ? `${DEVICE_COOKIE}=${device}; Path=${APPOINTMENT_PATHS.appointments}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}` : undefined,
  };
};
