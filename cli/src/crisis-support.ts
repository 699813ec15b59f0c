import { WIZARD_CRISIS_BLOCK, type CrisisBlock } from '@manobal/core';
import { CLI_MESSAGES } from './cli.messages';
import type { Output } from './output';

/** The crisis helplines block (heading, one line per helpline, follow-up), as core defines it. */
export const printCrisisSupport = (output: Output, block: CrisisBlock = WIZARD_CRISIS_BLOCK): void => {
  output.line();
  output.line(output.style.warn(output.style.bold(block.heading)));
  for (const helpline of block.helplines) output.line(CLI_MESSAGES.helplineLine(helpline.name, helpline.display, helpline.hours));
  output.line(block.followUp);
};
