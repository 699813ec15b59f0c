import type { Command } from 'commander';
import {
  DEFAULT_LOCALE,
  MATCH_CATALOG_EN,
  WIZARD_CAPS,
  WIZARD_CATALOG_EN,
  WIZARD_CATALOGS,
  WIZARD_CHOICE_IDS,
  WIZARD_DAYS,
  WIZARD_EXPERIENCE_RATINGS,
  WIZARD_FEE_CHOICES,
  WIZARD_LABELS,
  WIZARD_LANGUAGES,
  WIZARD_LAST_STEP,
  WIZARD_MAIN_REASONS,
  WIZARD_PREVIOUS_THERAPY_CHOICES,
  WIZARD_RISK_CHOICES,
  WIZARD_SCHEMA_MESSAGES,
  WIZARD_SPECIFIC_CONCERNS,
  WIZARD_TIMES,
  canGoBack,
  closesInCrisis,
  initialWizardState,
  isWithinCap,
  parseWizardAnswers,
  wantsCrisisSupport,
  styleChoicesForSlot,
  validateWizardAnswers,
  wizardReviewRows,
  wizardStepAt,
  wizardStepPosition,
  wizardThankYou,
  wizardMessageText,
  wizardTransition,
  type CappedList,
  type WizardChoiceField,
  type ExperienceRating,
  type FeeChoice,
  type MultiSelectField,
  type MultiSelectOptions,
  type PreviousTherapyChoice,
  type ReviewRow,
  type RiskAnswer,
  type TherapyStyle,
  type WizardAnswers,
  type WizardEvent,
  type WizardLanguage,
  type WizardState,
} from '@manobal/core';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli.messages';
import { printCrisisSupport } from '../crisis-support';
import { usageError } from '../exit-error';
import { fieldErrorLines } from '../form-validation';
import { readJsonSource } from '../json-input';
import type { Output } from '../output';
import { jsonFlag, parseOptions } from '../parse-options';
import type { PromptChoice, PromptValidator } from '../prompts';

const optionsSchema = z.object({
  answersFile: z.string().min(1).optional(),
  json: jsonFlag,
});
export type WizardOptions = z.infer<typeof optionsSchema>;

export interface WizardOutcome {
  readonly answers: WizardAnswers;
  readonly review: readonly ReviewRow[];
}

const printReview = (rows: readonly ReviewRow[], output: Output): void => {
  const width = Math.max(...rows.map((r) => r.label.length));
  for (const row of rows) output.line(`${output.style.bold(`${row.label}:`.padEnd(width + 1))} ${row.value}`);
};

// The CLI is an edge: it shows the catalog's labels and hands core the ids.
const { choices: LABELS } = WIZARD_CATALOG_EN;

const choicesOf = <T extends string>(ids: readonly T[], labels: Readonly<Record<T, string>>): PromptChoice<T>[] =>
  ids.map((id) => ({ name: labels[id], value: id }));

const capValidator =
  <T>(cap: number, message: string): PromptValidator<readonly T[]> =>
  (picked) =>
    picked.length <= cap ? true : message;

/** Core's cap rule for a list ('Immediate crisis support' never counts toward the main reasons' cap). */
const capRule =
  <T extends string>(field: CappedList, message: string): PromptValidator<readonly T[]> =>
  (picked) =>
    isWithinCap(field, picked) ? true : message;

/** Drives core's wizard reducer from prompts: the CLI asks, core decides what each answer does. */
class WizardSession {
  state: WizardState = initialWizardState;

  constructor(private readonly ctx: CliContext) {}

  /** Runs core's transition and reacts to its outcome: the helplines the moment the risk answer calls for them. */
  private dispatch(event: WizardEvent): void {
    const { state, outcome } = wizardTransition(this.state, event);
    this.state = state;
    if (outcome.kind === 'crisis') printCrisisSupport(this.ctx.output, this.ctx.locale);
  }

  private get answers(): WizardAnswers {
    return this.state.answers;
  }

  /** Ticks and unticks through the reducer until the list matches what was picked (removals first, so caps hold). */
  private syncMultiSelect<K extends MultiSelectField>(field: K, picked: readonly MultiSelectOptions[K][]): void {
    for (const option of this.answers[field] as readonly MultiSelectOptions[K][]) {
      if (!picked.includes(option)) this.dispatch({ type: 'toggleOption', field, option } as WizardEvent);
    }
    for (const option of picked) {
      if (!(this.answers[field] as readonly string[]).includes(option)) this.dispatch({ type: 'toggleOption', field, option } as WizardEvent);
    }
  }

  private async pickMany<K extends MultiSelectField>(
    field: K,
    message: string,
    options: readonly MultiSelectOptions[K][],
    labels: Readonly<Record<MultiSelectOptions[K], string>>,
    validate?: PromptValidator<readonly MultiSelectOptions[K][]>,
  ): Promise<void> {
    const current = this.answers[field] as readonly MultiSelectOptions[K][];
    const picked = await this.ctx.prompts.checkbox<MultiSelectOptions[K]>({
      message,
      choices: choicesOf(options, labels),
      checked: current,
      ...(validate ? { validate } : {}),
    });
    this.syncMultiSelect(field, picked);
  }

  private async askLanguages(message: string): Promise<void> {
    const picked = await this.ctx.prompts.checkbox<WizardLanguage>({
      message,
      choices: choicesOf(WIZARD_LANGUAGES, LABELS.languages),
      checked: this.answers.languages,
      validate: capValidator(WIZARD_CAPS.languages, WIZARD_SCHEMA_MESSAGES.tooManyLanguages),
    });
    for (const language of this.answers.languages) {
      if (!picked.includes(language)) this.dispatch({ type: 'removeLanguage', language });
    }
    for (const language of picked) this.dispatch({ type: 'addLanguage', language });
  }

  private async askStyles(): Promise<void> {
    for (let slot = 0; slot < WIZARD_CAPS.styleSlots; slot += 1) {
      const choices: PromptChoice<TherapyStyle | null>[] = [
        { name: WIZARD_LABELS.noStyle, value: null },
        ...choicesOf(styleChoicesForSlot(this.answers, slot), LABELS.style),
      ];
      const style = await this.ctx.prompts.select<TherapyStyle | null>({
        message: WIZARD_LABELS.styleSlot(slot),
        choices,
        default: this.answers.style[slot] ?? null,
      });
      this.dispatch({ type: 'assignStyle', slot, style });
    }
  }

  private async askStepFields(): Promise<void> {
    const { prompts, output } = this.ctx;
    const step = wizardStepAt(this.state.step);
    switch (step.id) {
      case 'welcome':
        return;
      case 'location': {
        const value = await prompts.input({ message: step.title, default: this.answers.location });
        this.dispatch({ type: 'setField', field: 'location', value });
        return;
      }
      case 'availability':
        await this.pickMany('days', WIZARD_LABELS.days, WIZARD_DAYS, LABELS.days);
        await this.pickMany('times', WIZARD_LABELS.times, WIZARD_TIMES, LABELS.times);
        return;
      case 'languages':
        await this.askLanguages(step.title);
        return;
      case 'style':
        await this.askStyles();
        return;
      case 'main-reasons':
        await this.pickMany(
          'mainReasons',
          step.title,
          WIZARD_MAIN_REASONS,
          LABELS.mainReasons,
          capRule('mainReasons', WIZARD_SCHEMA_MESSAGES.tooManyMainReasons),
        );
        return;
      case 'specific-concerns': {
        await this.pickMany(
          'specificConcerns',
          step.title,
          WIZARD_SPECIFIC_CONCERNS,
          LABELS.specificConcerns,
          capRule('specificConcerns', WIZARD_SCHEMA_MESSAGES.tooManySpecificConcerns),
        );
        const value = await prompts.input({ message: WIZARD_LABELS.otherConcern, default: this.answers.otherConcern });
        this.dispatch({ type: 'setField', field: 'otherConcern', value });
        return;
      }
      case 'previous-therapy': {
        const value = await prompts.select<PreviousTherapyChoice | null>({
          message: step.title,
          choices: [
            ...choicesOf(WIZARD_PREVIOUS_THERAPY_CHOICES, LABELS.previousTherapy),
            { name: CLI_MESSAGES.skipChoice, value: null },
          ],
          default: this.answers.previousTherapy,
        });
        this.dispatch({ type: 'setField', field: 'previousTherapy', value });
        if (value === 'yes') {
          const rating = await prompts.select<ExperienceRating>({
            message: WIZARD_LABELS.pastExperience,
            choices: WIZARD_EXPERIENCE_RATINGS.map((r) => ({
              name: WIZARD_LABELS.ratingOption(r, WIZARD_CATALOG_EN.experienceRatings[r]),
              value: r,
            })),
            default: this.answers.pastExperience,
          });
          this.dispatch({ type: 'setField', field: 'pastExperience', value: rating });
          const desc = await prompts.input({ message: WIZARD_LABELS.pastExperienceDesc, default: this.answers.pastExperienceDesc });
          this.dispatch({ type: 'setField', field: 'pastExperienceDesc', value: desc });
        }
        return;
      }
      case 'risk': {
        const risk = await prompts.select<RiskAnswer>({
          message: step.prompt,
          choices: choicesOf(WIZARD_RISK_CHOICES, LABELS.risk),
          ...(this.answers.risk ? { default: this.answers.risk } : {}),
        });
        this.dispatch({ type: 'setRisk', risk });
        return;
      }
      case 'additional-notes': {
        const value = await prompts.input({ message: step.title, default: this.answers.additionalNotes });
        this.dispatch({ type: 'setField', field: 'additionalNotes', value });
        return;
      }
      case 'review': {
        output.line();
        printReview(wizardReviewRows(this.answers), output);
        output.line();
        const choice = await prompts.select<FeeChoice>({
          // No matching runs here, so no therapist's fee is known: the sentence says fees are each therapist's own.
          message: MATCH_CATALOG_EN.feeSentence(null),
          choices: choicesOf(WIZARD_FEE_CHOICES, LABELS.feeConfirmation),
          ...(this.answers.feeConfirmation ? { default: this.answers.feeConfirmation } : {}),
        });
        this.dispatch({ type: 'setFee', choice });
        return;
      }
    }
  }

  private printStepHeading(): void {
    const { output } = this.ctx;
    const step = wizardStepAt(this.state.step);
    output.line();
    output.line(output.style.bold(CLI_MESSAGES.wizardStepLine(wizardStepPosition(step.index).label, step.title)));
    if (step.id !== 'risk') output.line(output.style.dim(step.prompt));
    if (this.state.error) output.line(output.style.bad(wizardMessageText(WIZARD_CATALOGS[this.ctx.locale], this.state.error)));
  }

  async run(): Promise<WizardAnswers> {
    while (!this.state.submitted) {
      this.printStepHeading();
      await this.askStepFields();
      const onReview = this.state.step === WIZARD_LAST_STEP;
      const move = await this.ctx.prompts.select<'next' | 'previous' | 'submit'>({
        message: CLI_MESSAGES.wizardNavigate,
        choices: [
          onReview ? { name: WIZARD_LABELS.submit, value: 'submit' } : { name: CLI_MESSAGES.nextChoice, value: 'next' },
          { name: CLI_MESSAGES.previousChoice, value: 'previous', disabled: !canGoBack(this.state) },
        ],
      });
      this.dispatch({ type: move });
    }
    const { output } = this.ctx;
    const closingId = wizardThankYou(this.state);
    const closing = closingId === null ? null : wizardMessageText(WIZARD_CATALOGS[this.ctx.locale], closingId);
    // A person who asked for crisis support closes on the helplines and how to ask for a call back, whatever
    // they answered about the fee; no thanks in the colour of success.
    if (closesInCrisis(this.state)) {
      if (closing) output.line(output.style.bold(closing));
      printCrisisSupport(output, this.ctx.locale);
    } else if (closing) output.line(output.style.good(closing));
    return this.answers;
  }
}

/** Checks a whole answer set (shape, then every step's rule) and returns the review rows. */
export const checkWizardAnswers = (input: unknown): WizardOutcome => {
  const answers = parseWizardAnswers(input).match(
    (parsed) => parsed,
    (error) => {
      throw usageError(
        CLI_MESSAGES.wizardInvalidShape,
        fieldErrorLines(DEFAULT_LOCALE, error.fieldErrors),
      );
    },
  );
  return validateWizardAnswers(answers).match(
    (valid) => ({ answers: valid, review: wizardReviewRows(valid) }),
    (error) => {
      throw usageError(wizardMessageText(WIZARD_CATALOG_EN, error.message), [CLI_MESSAGES.wizardFailureAt(wizardStepPosition(error.step).label, wizardStepAt(error.step).title)]);
    },
  );
};

export const runWizard = async (options: WizardOptions, ctx: CliContext): Promise<WizardOutcome> => {
  let outcome: WizardOutcome;
  if (options.answersFile !== undefined) {
    outcome = checkWizardAnswers(await readJsonSource(options.answersFile, ctx));
    if (!options.json) {
      printReview(outcome.review, ctx.output);
      if (wantsCrisisSupport(outcome.answers)) printCrisisSupport(ctx.output, ctx.locale);
    }
  } else if (ctx.interactive) {
    const answers = await new WizardSession(ctx).run();
    outcome = { answers, review: wizardReviewRows(answers) };
  } else {
    throw usageError(CLI_MESSAGES.noPromptsWithoutTty(CLI_MESSAGES.answersFileRequired));
  }
  if (options.json) ctx.output.json({ valid: true, answers: outcome.answers, review: outcome.review });
  return outcome;
};

/** Every id the answers file takes, field by field, with the words it stands for: core's lists, nothing typed here. */
export const wizardIdsHelp = (): string[] => [
  CLI_MESSAGES.wizardIdsHeading,
  ...(Object.keys(WIZARD_CHOICE_IDS) as WizardChoiceField[]).map((field) => {
    const labels: Readonly<Record<string, string>> = LABELS[field];
    const ids: readonly string[] = WIZARD_CHOICE_IDS[field];
    return `  ${field}: ${ids.map((id) => `${id} = "${labels[id]}"`).join(', ')}`;
  }),
  `  pastExperience: ${WIZARD_EXPERIENCE_RATINGS.map((r) => `${r} = "${WIZARD_CATALOG_EN.experienceRatings[r]}"`).join(', ')}`,
];

export const registerWizardCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('wizard')
    .description('The therapy-match wizard: step by step on a terminal, or check a whole answer set with --answers-file.')
    .option('--answers-file <path>', 'a JSON file (or - for stdin) holding the wizard answers')
    .option('--json', 'print { valid, answers, review } as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ manobal wizard',
        '  $ manobal wizard --answers-file answers.json',
        '  $ cat answers.json | manobal wizard --answers-file - --json',
        '',
        'answers.json example:',
        '  { "location": "Pune", "languages": ["marathi"], "mainReasons": ["low-mood"],',
        '    "specificConcerns": ["low-mood"], "risk": "no", "feeConfirmation": "ready" }',
        '',
        ...wizardIdsHelp(),
      ].join('\n'),
    )
    .action(async (raw: unknown) => {
      await runWizard(parseOptions(optionsSchema, raw), ctx);
    });
};

