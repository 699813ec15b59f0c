import type { Command } from 'commander';
import {
  ASSESSMENT_CATALOGS,
  ASSESSMENT_TITLE_CATALOGS,
  answersErrorText,
  canGoPrevious,
  currentOptionLabels,
  currentQuestionText,
  findAssessment,
  initialQuizState,
  parseAnswerList,
  questionPosition,
  quizErrorText,
  quizReducer,
  resultView,
  scoreAnswers,
  selectedOption,
  showNext,
  showSubmit,
  type Assessment,
  type AssessmentCatalog,
  type AssessmentResult,
  type QuizEvent,
  type QuizState,
} from '@manobal/core';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli.messages';
import { printCrisisSupport } from '../crisis-support';
import { usageError } from '../exit-error';
import { jsonFlag, parseOptions } from '../parse-options';
import type { PromptChoice } from '../prompts';

const optionsSchema = z.object({
  id: z.string(),
  answers: z.string().optional(),
  json: jsonFlag,
});
export type AssessOptions = z.infer<typeof optionsSchema>;

/** What a person picks on a question screen: an option index or one of the buttons. */
export type QuizChoice = number | 'previous' | 'next' | 'submit';

const toEvent = (choice: QuizChoice): QuizEvent =>
  typeof choice === 'number' ? { type: 'answer', optionIndex: choice } : { type: choice };

const quizChoices = (state: QuizState, catalog: AssessmentCatalog): PromptChoice<QuizChoice>[] => {
  const selected = selectedOption(state);
  const options: PromptChoice<QuizChoice>[] = currentOptionLabels(state, catalog).map((label, index) => ({
    name: index === selected ? `${label} ✓` : label,
    value: index,
  }));
  const buttons: PromptChoice<QuizChoice>[] = [
    { name: CLI_MESSAGES.previousChoice, value: 'previous', disabled: !canGoPrevious(state) },
  ];
  if (showNext(state)) buttons.push({ name: CLI_MESSAGES.nextChoice, value: 'next' });
  if (showSubmit(state)) buttons.push({ name: catalog.quiz.submit, value: 'submit' });
  return [...options, ...buttons];
};

/** One question at a time through core's quiz reducer; the CLI needs no visible delay, so it advances at once. */
export const runQuizInteractively = async (assessment: Assessment, ctx: CliContext): Promise<AssessmentResult> => {
  const { output, prompts } = ctx;
  const locale = ctx.locale;
  const catalog = ASSESSMENT_CATALOGS[locale];
  const { title, description } = ASSESSMENT_TITLE_CATALOGS[locale][assessment.id];
  let state = initialQuizState(assessment);
  output.line(output.style.bold(title));
  output.line(description);
  while (!state.resultsVisible || state.result === null) {
    output.line();
    output.line(output.style.dim(questionPosition(state, catalog)));
    if (state.error) output.line(output.style.bad(quizErrorText(state.error, catalog)));
    const selected = selectedOption(state);
    const choice = await prompts.select<QuizChoice>({
      message: currentQuestionText(state, catalog),
      choices: quizChoices(state, catalog),
      ...(selected !== null ? { default: selected } : {}),
    });
    state = quizReducer(state, toEvent(choice));
    if (state.pendingAdvanceMs !== null) state = quizReducer(state, { type: 'advance' });
    // Submit named a blank question elsewhere: say so, then ask that question again (the website's
    // 'Go to question N' button, taken for the person, since a terminal has nothing else to do there).
    if (state.error !== null && state.unansweredIndex !== null) {
      output.line(output.style.bad(quizErrorText(state.error, catalog)));
      state = quizReducer(state, { type: 'go-to-question', questionIndex: state.unansweredIndex });
    }
  }
  return state.result;
};

/** Scores a typed answer list ('3,0,-,1') with core's rules; any problem is an exit-2 error with core's message. */
export const scoreTypedAnswers = (assessment: Assessment, text: string, catalog: AssessmentCatalog): AssessmentResult =>
  parseAnswerList(text)
    .andThen((answers) => scoreAnswers(assessment, answers))
    .match(
      (result) => result,
      (error) => {
        throw usageError(answersErrorText(error, catalog));
      },
    );

const printResult = (assessment: Assessment, result: AssessmentResult, ctx: CliContext): void => {
  const { output } = ctx;
  const locale = ctx.locale;
  const view = resultView(assessment, result, ASSESSMENT_CATALOGS[locale]);
  output.line(output.style.bold(`${ASSESSMENT_TITLE_CATALOGS[locale][assessment.id].title} — ${view.heading}`));
  output.line(output.style.bold(view.verdict));
  output.line(CLI_MESSAGES.scoreLine(view.score, view.maxScore));
  output.line(output.style.dim(view.disclaimer));
  if (view.showCrisisSupport) printCrisisSupport(output, locale);
};

export const runAssess = async (options: AssessOptions, ctx: CliContext): Promise<AssessmentResult> => {
  const catalog = ASSESSMENT_CATALOGS[ctx.locale];
  const assessment = findAssessment(options.id).match(
    (found) => found,
    (error) => {
      throw usageError(catalog.answers.unknownAssessment(error.id, error.known));
    },
  );
  let result: AssessmentResult;
  if (options.answers !== undefined) result = scoreTypedAnswers(assessment, options.answers, catalog);
  else if (ctx.interactive) result = await runQuizInteractively(assessment, ctx);
  else throw usageError(CLI_MESSAGES.noPromptsWithoutTty(CLI_MESSAGES.answersRequired));

  if (options.json) {
    const { verdict } = resultView(assessment, result, catalog);
    ctx.output.json({ id: assessment.id, score: result.score, maxScore: result.maxScore, level: result.level, verdict });
  } else {
    printResult(assessment, result, ctx);
  }
  return result;
};

export const registerAssessCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('assess')
    .description('Take an assessment: interactively on a terminal, or score a list of answers with --answers.')
    .argument('<id>', 'assessment id (see `manobal assessments`)')
    .option('--answers <list>', 'one 0-based option number per question, comma-separated; - for a blank where allowed')
    .option('--json', 'print { id, score, maxScore, level, verdict } as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ manobal assess depression                 # one question at a time',
        '  $ manobal assess ocd --answers 0,1,2,3,0,1,2,3,0,1,2,3,0,1,2,3',
        '  $ manobal assess attitude --answers 3,-,2,1,0,0,1,2,3,3,2,1,0,0 --json',
        '',
        'A blank (-) counts 0 in the anorexia, OCD and attitude tests; the others need every answer.',
      ].join('\n'),
    )
    .action(async (id: string, raw: Record<string, unknown>) => {
      await runAssess(parseOptions(optionsSchema, { ...raw, id }), ctx);
    });
};
