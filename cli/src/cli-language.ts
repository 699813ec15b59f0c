import { DEFAULT_LOCALE, LOCALES, parseLocale, type Locale } from '@manobal/core';
import type { CliContext } from './cli-context';

/** The environment variable that sets the CLI's language when --lang is not given. */
export const LANGUAGE_ENV = 'MANOBAL_LANG';
const LANGUAGE_FLAG = '--lang';

export type LanguageChoice =
  | { readonly ok: true; readonly locale: Locale; readonly args: readonly string[] }
  | { readonly ok: false; readonly given: string };

/**
 * The language of one run, chosen once before any command: `--lang hi` (or `--lang=hi`) anywhere on the line,
 * else MANOBAL_LANG, else English. The flag is taken off the line, so every command accepts it.
 */
export const chooseCliLanguage = (args: readonly string[], env: Readonly<Record<string, string | undefined>>): LanguageChoice => {
  let given: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') {
      rest.push(...args.slice(i));
      break;
    }
    if (arg === LANGUAGE_FLAG) {
      given = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith(`${LANGUAGE_FLAG}=`)) given = arg.slice(LANGUAGE_FLAG.length + 1);
    else rest.push(arg);
  }
  const chosen = given ?? env[LANGUAGE_ENV];
  if (chosen === undefined || chosen.trim() === '') return given === undefined ? { ok: true, locale: DEFAULT_LOCALE, args: rest } : { ok: false, given: chosen ?? '' };
  const locale = parseLocale(chosen);
  return locale ? { ok: true, locale, args: rest } : { ok: false, given: chosen };
};

/** Why a language was refused, with the choices; said in every language the CLI has, as none was chosen. */
export const unsupportedLanguageMessage = (given: string): string =>
  `Unsupported language "${given}" (--lang or ${LANGUAGE_ENV}). Choose one of: ${LOCALES.join(', ')}. / यह भाषा उपलब्ध नहीं है। इनमें से चुनें: ${LOCALES.join(', ')}।`;

/** The context with its language chosen: the lines it prints and the server's answers are in that language. */
export const withLanguage = (ctx: CliContext, locale: Locale): CliContext => ({
  ...ctx,
  locale,
  createApi: (baseUrl, options) => ctx.createApi(baseUrl, { ...options, language: locale }),
});
