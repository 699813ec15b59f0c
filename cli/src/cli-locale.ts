import { DEFAULT_LOCALE, parseLocale, type Locale } from '@manobal/core';
import type { CliContext } from './cli-context';

/**
 * The language a command speaks: the one place commands read it from. The context's chosen locale when it has
 * one (`--lang`, resolved once at start-up), else MANOBAL_LANG, else English.
 */
export const cliLocale = (ctx: CliContext): Locale => {
  const chosen = (ctx as CliContext & { readonly locale?: Locale }).locale;
  return chosen ?? parseLocale(ctx.env['MANOBAL_LANG']) ?? DEFAULT_LOCALE;
};
