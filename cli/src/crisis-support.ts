import { ageBandOfText, CRISIS_CATALOGS, HELPLINES, YOUNG_PERSON_TEXT, type Locale } from '@manobal/core';
import { CLI_CRISIS_CALL_BACK, CLI_MESSAGES } from './cli.messages';
import type { Output } from './output';

/**
 * The crisis helplines (heading, one line per helpline, as core defines them), then what a terminal can truly
 * offer: a call back from the care team through `manobal submit callback`. The website's promise to connect
 * the visitor stands beside its call-back form; a terminal has no form, so it says how to ask instead.
 */
export const printCrisisSupport = (output: Output, locale: Locale): void => {
  const words = CRISIS_CATALOGS[locale];
  output.line();
  output.line(output.style.warn(output.style.bold(words.heading)));
  for (const helpline of HELPLINES) {
    const { name, hours } = words.helplines[helpline.id];
    output.line(CLI_MESSAGES.helplineLine(name, helpline.display, hours));
  }
  output.line(CLI_CRISIS_CALL_BACK[locale]);
};

/**
 * The age rule's refusal on a terminal (a booking for someone under 16): the website's kind words, then the
 * helplines and the call-back, which takes no age. Printed before the refusal itself; nothing for an older age.
 */
export const printYoungPersonSupport = (age: unknown, output: Output, locale: Locale): void => {
  if ((typeof age !== 'string' && typeof age !== 'number') || ageBandOfText(age) !== 'too-young') return;
  output.line(YOUNG_PERSON_TEXT.tooYoungBody);
  printCrisisSupport(output, locale);
};
