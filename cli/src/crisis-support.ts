import { ageBandOfText, HELPLINES, WIZARD_CRISIS_BLOCK, YOUNG_PERSON_TEXT } from '@manobal/core';
import { CLI_MESSAGES } from './cli.messages';
import type { Output } from './output';

/**
 * The crisis helplines (heading, one line per helpline, as core defines them), then what a terminal can truly
 * offer: a call back from the care team through `manobal submit callback`. The website's promise to connect
 * the visitor stands beside its call-back form; a terminal has no form, so it says how to ask instead.
 */
export const printCrisisSupport = (output: Output): void => {
  output.line();
  output.line(output.style.warn(output.style.bold(WIZARD_CRISIS_BLOCK.heading)));
  for (const helpline of HELPLINES) output.line(CLI_MESSAGES.helplineLine(helpline.name, helpline.display, helpline.hours));
  output.line(CLI_MESSAGES.crisisCallBack);
};

/**
 * The age rule's refusal on a terminal (a booking for someone under 16): the website's kind words, then the
 * helplines and the call-back, which takes no age. Printed before the refusal itself; nothing for an older age.
 */
export const printYoungPersonSupport = (age: unknown, output: Output): void => {
  if ((typeof age !== 'string' && typeof age !== 'number') || ageBandOfText(age) !== 'too-young') return;
  output.line(YOUNG_PERSON_TEXT.tooYoungBody);
  printCrisisSupport(output);
};
