import type { Locale } from '@manobal/core';
import type { CliContext } from './cli-context';

/** The language a command speaks: the context's, chosen once at start-up from `--lang` or MANOBAL_LANG. */
export const cliLocale = (ctx: CliContext): Locale => ctx.locale;
