import type { Command } from 'commander';
import { ASSESSMENT_TITLE_CATALOGS, ASSESSMENTS, type Locale } from '@manobal/core';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli.messages';
import { jsonFlag, parseOptions } from '../parse-options';

const optionsSchema = z.object({ json: jsonFlag });
export type AssessmentsOptions = z.infer<typeof optionsSchema>;

export interface AssessmentSummary {
  readonly id: string;
  readonly title: string;
  readonly questionCount: number;
}

export const assessmentSummaries = (locale: Locale): AssessmentSummary[] =>
  ASSESSMENTS.map((a) => ({ id: a.id, title: ASSESSMENT_TITLE_CATALOGS[locale][a.id].title, questionCount: a.questions.length }));

export const runAssessments = (options: AssessmentsOptions, ctx: CliContext): void => {
  const summaries = assessmentSummaries(ctx.locale);
  if (options.json) {
    ctx.output.json(summaries);
    return;
  }
  const width = Math.max(...summaries.map((s) => s.id.length));
  for (const s of summaries) {
    ctx.output.line(`${ctx.output.style.bold(s.id.padEnd(width))}  ${s.title} ${ctx.output.style.dim(`(${CLI_MESSAGES.questionCount(s.questionCount)})`)}`);
  }
};

export const registerAssessmentsCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('assessments')
    .description('List the eight assessments with their titles and question counts.')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  $ manobal assessments\n  $ manobal assessments --json')
    .action((raw: unknown) => {
      runAssessments(parseOptions(optionsSchema, raw), ctx);
    });
};
