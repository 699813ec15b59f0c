/**
 * The one seam between commands and the terminal. Commands ask questions through `Prompts`; the real
 * implementation is inquirer (imported lazily, so non-interactive runs never load it); tests pass
 * `createScriptedPrompts` with the answers a person would give.
 */
export interface PromptChoice<T> {
  readonly name: string;
  readonly value: T;
  /** A reason string (or true) shows the choice greyed out and unselectable. */
  readonly disabled?: boolean | string;
}

/** A validator returns true when the answer is acceptable, or the message to show under the question. */
export type PromptValidator<T> = (value: T) => true | string;

export interface SelectQuestion<T> {
  readonly message: string;
  readonly choices: readonly PromptChoice<T>[];
  readonly default?: T;
}

export interface CheckboxQuestion<T> {
  readonly message: string;
  readonly choices: readonly PromptChoice<T>[];
  readonly checked?: readonly T[];
  readonly validate?: PromptValidator<readonly T[]>;
}

export interface InputQuestion {
  readonly message: string;
  readonly default?: string;
  readonly validate?: PromptValidator<string>;
}

export interface ConfirmQuestion {
  readonly message: string;
  readonly default?: boolean;
}

export interface Prompts {
  select<T>(question: SelectQuestion<T>): Promise<T>;
  checkbox<T>(question: CheckboxQuestion<T>): Promise<T[]>;
  input(question: InputQuestion): Promise<string>;
  /** Like input, but the typed text is masked and never echoed. */
  password(question: InputQuestion): Promise<string>;
  confirm(question: ConfirmQuestion): Promise<boolean>;
}

const toInquirerValidator =
  <T>(validate: PromptValidator<T> | undefined) =>
  (value: T): true | string =>
    validate ? validate(value) : true;

interface InquirerModule {
  prompt(questions: readonly Record<string, unknown>[]): Promise<Record<string, unknown>>;
}

/** The terminal implementation. inquirer is loaded on the first question, never at start-up. */
export const createInquirerPrompts = (): Prompts => {
  let loaded: Promise<InquirerModule> | undefined;
  const ask = async <T>(question: Record<string, unknown>): Promise<T> => {
    loaded ??= import('inquirer').then((m) => m.default as unknown as InquirerModule);
    const inquirer = await loaded;
    const answers = await inquirer.prompt([{ ...question, name: 'answer' }]);
    return answers.answer as T;
  };
  return {
    select: (q) => ask({ type: 'select', message: q.message, choices: q.choices, default: q.default, pageSize: 12, loop: false }),
    checkbox: (q) =>
      ask({
        type: 'checkbox',
        message: q.message,
        choices: q.choices.map((c) => ({ ...c, checked: q.checked?.includes(c.value) ?? false })),
        validate: toInquirerValidator(q.validate),
      }),
    input: (q) => ask({ type: 'input', message: q.message, default: q.default, validate: toInquirerValidator(q.validate) }),
    password: (q) => ask({ type: 'password', message: q.message, mask: '*', validate: toInquirerValidator(q.validate) }),
    confirm: (q) => ask({ type: 'confirm', message: q.message, default: q.default }),
  };
};

/** What the scripted prompts saw: each question, and every validation message it showed. */
export interface PromptTranscriptEntry {
  readonly kind: keyof Prompts;
  readonly message: string;
  /** For select and checkbox: the choices offered (disabled ones included), by name. */
  readonly choices?: readonly string[];
  readonly rejected: readonly string[];
}

export interface ScriptedPrompts extends Prompts {
  readonly transcript: PromptTranscriptEntry[];
  /** Answers not yet consumed. */
  remaining(): number;
}

export class ScriptExhaustedError extends Error {
  constructor(message: string) {
    super(`The script has no answer left for: ${message}`);
    this.name = 'ScriptExhaustedError';
  }
}

/**
 * Answers questions from a list, in order, as a person at the terminal would. A select answer is a
 * choice's value; choosing a disabled choice, or an answer its validator refuses, records the refusal
 * and takes the next answer (like a person trying again).
 */
export const createScriptedPrompts = (answers: readonly unknown[]): ScriptedPrompts => {
  const queue = [...answers];
  const transcript: PromptTranscriptEntry[] = [];

  const next = (message: string): unknown => {
    if (queue.length === 0) throw new ScriptExhaustedError(message);
    return queue.shift();
  };

  const loop = <T>(kind: keyof Prompts, message: string, accept: (raw: unknown) => T | { reject: string }, choices?: readonly string[]): T => {
    const rejected: string[] = [];
    const entry: PromptTranscriptEntry = { kind, message, rejected, ...(choices ? { choices } : {}) };
    transcript.push(entry);
    for (;;) {
      const outcome = accept(next(message));
      if (typeof outcome === 'object' && outcome !== null && 'reject' in outcome) {
        rejected.push((outcome as { reject: string }).reject);
        continue;
      }
      return outcome as T;
    }
  };

  const checkWith = <T>(value: T, validate: PromptValidator<T> | undefined): T | { reject: string } => {
    const verdict = validate ? validate(value) : true;
    return verdict === true ? value : { reject: verdict };
  };

  return {
    transcript,
    remaining: () => queue.length,
    select: async <T>(q: SelectQuestion<T>) =>
      loop<T>(
        'select',
        q.message,
        (raw) => {
          const choice = q.choices.find((c) => Object.is(c.value, raw) || JSON.stringify(c.value) === JSON.stringify(raw));
          if (!choice) return { reject: `not a choice: ${JSON.stringify(raw)}` };
          if (choice.disabled) return { reject: typeof choice.disabled === 'string' ? choice.disabled : 'disabled' };
          return choice.value;
        },
        q.choices.map((c) => c.name),
      ),
    checkbox: async <T>(q: CheckboxQuestion<T>) =>
      loop<T[]>(
        'checkbox',
        q.message,
        (raw) => {
          if (!Array.isArray(raw)) return { reject: 'a checkbox answer must be a list' };
          return checkWith(raw as T[], q.validate);
        },
        q.choices.map((c) => c.name),
      ),
    input: async (q) => loop<string>('input', q.message, (raw) => checkWith(raw === undefined ? (q.default ?? '') : String(raw), q.validate)),
    password: async (q) => loop<string>('password', q.message, (raw) => checkWith(String(raw), q.validate)),
    confirm: async (q) => loop<boolean>('confirm', q.message, (raw) => (raw === undefined ? (q.default ?? false) : Boolean(raw))),
  };
};
