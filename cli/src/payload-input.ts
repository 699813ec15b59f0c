import type { FormId } from '@manobal/core';
import type { CliContext } from './cli-context';
import { CLI_MESSAGES } from './cli.messages';
import { usageError } from './exit-error';
import { coerceFieldText, wireFieldTypes } from './form-fields';
import { isPlainObject, readJsonSource } from './json-input';

export interface PayloadSources {
  /** A JSON file, or '-' for stdin. */
  readonly file?: string | undefined;
  /** `key=value` (text) or `key:=json`; a dotted key such as `questions_and_answers.0.ans` sets a nested value. */
  readonly fields: readonly string[];
}

interface ParsedField {
  readonly path: readonly string[];
  readonly value: unknown;
}

/** Keys that would reach Object.prototype instead of the payload. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

const FIELD_PATTERN = /^([A-Za-z0-9_.-]+?)(:?=)([\s\S]*)$/;

const parseField = (form: FormId, text: string): ParsedField => {
  const match = FIELD_PATTERN.exec(text);
  if (!match) throw usageError(CLI_MESSAGES.fieldFormat);
  const [, key = '', operator, raw = ''] = match;
  const path = key.split('.');
  if (path.some((segment) => segment === '' || FORBIDDEN_SEGMENTS.has(segment))) throw usageError(CLI_MESSAGES.fieldFormat);
  if (operator === ':=') {
    try {
      return { path, value: JSON.parse(raw) as unknown };
    } catch {
      // The value is not echoed: it may be a password or an ID number.
      throw usageError(CLI_MESSAGES.fieldJsonInvalid(key));
    }
  }
  const topLevel = path.length === 1 ? wireFieldTypes(form).get(key) : undefined;
  return { path, value: coerceFieldText(topLevel, raw) };
};

const setPath = (target: Record<string, unknown>, path: readonly string[], value: unknown): void => {
  let node: Record<string, unknown> | unknown[] = target;
  path.forEach((segment, depth) => {
    const last = depth === path.length - 1;
    const key: string | number = Array.isArray(node) ? Number(segment) : segment;
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    const existing = container[key];
    if (typeof existing !== 'object' || existing === null) {
      container[key] = /^\d+$/.test(path[depth + 1] ?? '') ? [] : {};
    }
    node = container[key] as Record<string, unknown> | unknown[];
  });
};

/**
 * The payload from --file (or stdin) with each --field merged over it, or undefined when neither was
 * given. A document that is not one JSON object is refused.
 */
export const readPayload = async (form: FormId, sources: PayloadSources, ctx: CliContext): Promise<Record<string, unknown> | undefined> => {
  if (sources.file === undefined && sources.fields.length === 0) return undefined;
  const fields = sources.fields.map((text) => parseField(form, text));
  let payload: Record<string, unknown> = {};
  if (sources.file !== undefined) {
    const document = await readJsonSource(sources.file, ctx);
    if (!isPlainObject(document)) throw usageError(CLI_MESSAGES.payloadNotObject(sources.file === '-' ? 'stdin' : sources.file));
    payload = structuredClone(document);
  }
  for (const field of fields) setPath(payload, field.path, field.value);
  return payload;
};
