import type { FastifyReply } from 'fastify';
import type { Envelope, FieldErrors, ValidationError } from '@manobal/core';

/** Every API answer is `{ success, msg, data?, errors? }` (core's envelopeSchema) with an honest status. */
export const okEnvelope = (msg: string, data?: unknown): Envelope => ({ success: true, msg, ...(data === undefined ? {} : { data }) });

export const failEnvelope = (msg: string, errors?: FieldErrors, kind?: string): Envelope => ({
  success: false,
  msg,
  ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  ...(kind === undefined ? {} : { kind }),
});

export const sendOk = (reply: FastifyReply, status: 200 | 201, msg: string, data?: unknown): FastifyReply =>
  reply.code(status).type('application/json; charset=utf-8').send(okEnvelope(msg, data));

export const sendFail = (reply: FastifyReply, status: number, msg: string, errors?: FieldErrors, kind?: string): FastifyReply =>
  reply.code(status).type('application/json; charset=utf-8').send(failEnvelope(msg, errors, kind));

/** 400 with the first field's message as msg and every field's message under errors. */
export const sendInvalid = (reply: FastifyReply, error: ValidationError): FastifyReply =>
  sendFail(reply, 400, error.message, error.fieldErrors);

/** A refusal decided before any I/O (a query or beacon core's schema refused), turned into its envelope. */
export const sendRefusal = (reply: FastifyReply, refusal: { status: number; msg: string; errors?: FieldErrors }): FastifyReply =>
  sendFail(reply, refusal.status, refusal.msg, refusal.errors);
