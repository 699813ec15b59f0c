import { HELPLINES, WIZARD_CRISIS_BLOCK } from '@manobal/core';
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
