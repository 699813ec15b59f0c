import type { FastifyReply } from 'fastify';
import { formMessageText, formMessageTexts, isFormMessageId, type Envelope, type FieldErrors, type Locale, type ValidationError } from '@manobal/core';
import { requestLocale } from './request-locale';

/** Every API answer is `{ success, msg, data?, errors? }` (core's envelopeSchema) with an honest status. */
export const okEnvelope = (msg: string, data?: unknown): Envelope => ({ success: true, msg, ...(data === undefined ? {} : { data }) });

/** What a failure is, when the route names no kind of its own: by the status the server chose for it. */
const KIND_OF_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  408: 'request-timeout',
  409: 'conflict',
  410: 'gone',
  413: 'too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  431: 'headers-too-large',
  503: 'store-unavailable',
};

export const kindOfStatus = (status: number): string => KIND_OF_STATUS[status] ?? (status >= 500 ? 'server-error' : 'invalid-request');

/**
 * A failure's envelope in a language: `msg` and each field's message in words (a form message id is worded,
 * naming the field where its words do), the ids themselves under `error_ids`, and always a `kind`.
 */
export const failEnvelope = (locale: Locale, status: number, msg: string, errors?: FieldErrors, kind?: string): Envelope => {
  const fields = errors && Object.keys(errors).length > 0 ? errors : undefined;
  const firstField = fields ? Object.entries(fields).find(([, id]) => id === msg)?.[0] : undefined;
  const ids = fields ? Object.fromEntries(Object.entries(fields).filter(([, id]) => isFormMessageId(id))) : {};
  return {
    success: false,
    msg: formMessageText(locale, msg, firstField),
    ...(fields ? { errors: formMessageTexts(locale, fields) } : {}),
    ...(Object.keys(ids).length > 0 ? { error_ids: ids } : {}),
    kind: kind ?? (fields ? 'validation' : kindOfStatus(status)),
  };
};

export const sendOk = (reply: FastifyReply, status: 200 | 201, msg: string, data?: unknown): FastifyReply =>
  reply.code(status).type('application/json; charset=utf-8').send(okEnvelope(msg, data));

export const sendFail = (reply: FastifyReply, status: number, msg: string, errors?: FieldErrors, kind?: string): FastifyReply =>
  reply.code(status).type('application/json; charset=utf-8').send(failEnvelope(requestLocale(reply.request), status, msg, errors, kind));

/** 400 with the first field's message as msg and every field's message under errors. */
export const sendInvalid = (reply: FastifyReply, error: ValidationError): FastifyReply =>
  sendFail(reply, 400, error.message, error.fieldErrors, 'validation');

/** A refusal decided before any I/O (a query or beacon core's schema refused), turned into its envelope. */
export const sendRefusal = (reply: FastifyReply, refusal: { status: number; msg: string; errors?: FieldErrors }): FastifyReply =>
  sendFail(reply, refusal.status, refusal.msg, refusal.errors);
