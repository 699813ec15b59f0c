import { HELPLINES } from '@manobal/core';

/** The Tele-MANAS numbers as the helplines catalog shows them, joined by the language's 'or'. */
export const teleManasNumbers = (or: string): string =>
  HELPLINES.filter((line) => line.id.startsWith('tele-manas'))
    .map((line) => line.display)
    .join(` ${or} `);
