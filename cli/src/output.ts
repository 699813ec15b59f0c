/**
 * Everything the CLI writes goes through here, so colour, TTY detection and NO_COLOR are decided once.
 * Colour (ANSI codes) appears only on a terminal with NO_COLOR unset. NO_COLOR (https://no-color.org)
 * removes colour and nothing else: the upload progress bar is drawn in plain characters, so it still shows
 * on a terminal stderr; when stderr is not a terminal there is no bar at all.
 */
export interface WritableLike {
  write(chunk: string): unknown;
  readonly isTTY?: boolean;
}

export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  good(text: string): string;
  warn(text: string): string;
  bad(text: string): string;
}

export interface ProgressBar {
  update(percent: number): void;
  /** Ends the bar's line: full when the work completed, as it stood otherwise. */
  done(completed?: boolean): void;
}

export interface Spinner {
  /** Stops it and clears its line (if it was ever drawn). */
  stop(): void;
}

export interface Output {
  /** Whether stdout is a terminal and colour is allowed. */
  readonly rich: boolean;
  readonly style: Style;
  line(text?: string): void;
  error(text: string): void;
  /** Raw text, no newline added (commander's help and errors). */
  write(text: string): void;
  writeError(text: string): void;
  json(value: unknown): void;
  /** A one-line progress bar, without colour, on stderr when it is a terminal (NO_COLOR or not); silent otherwise. */
  progress(label: string): ProgressBar;
  /**
   * A one-line spinner on stderr when it is a terminal, drawn only once the wait passes a second (a quick
   * answer never flickers); silent otherwise. Callers skip it under --json.
   */
  spinner(label: string): Spinner;
}

const SPINNER_DELAY_MS = 1000;
const SPINNER_FRAME_MS = 100;
const SPINNER_FRAMES = ['|', '/', '-', '\\'] as const;
/** Carriage return, then erase the whole line: leaves the cursor where the spinner started. */
const CLEAR_LINE = '\r\u001b[2K';

/** Timers are unref'd: a spinner left running must never keep the process alive. */
const startSpinner = (stderr: WritableLike, label: string): Spinner => {
  let frame = 0;
  let drawn = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  const draw = () => {
    const seconds = Math.floor((SPINNER_DELAY_MS + frame * SPINNER_FRAME_MS) / 1000);
    stderr.write(`${CLEAR_LINE}${SPINNER_FRAMES[frame % SPINNER_FRAMES.length]} ${label} ${seconds}s`);
    drawn = true;
    frame += 1;
  };
  const delay = setTimeout(() => {
    draw();
    interval = setInterval(draw, SPINNER_FRAME_MS);
    interval.unref();
  }, SPINNER_DELAY_MS);
  delay.unref();
  return {
    stop: () => {
      clearTimeout(delay);
      if (interval) clearInterval(interval);
      if (drawn) stderr.write(CLEAR_LINE);
      drawn = false;
    },
  };
};

const ansi = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

const RICH_STYLE: Style = {
  bold: ansi(1, 22),
  dim: ansi(2, 22),
  good: ansi(32, 39),
  warn: ansi(33, 39),
  bad: ansi(31, 39),
};

const identity = (text: string) => text;
export const PLAIN_STYLE: Style = { bold: identity, dim: identity, good: identity, warn: identity, bad: identity };

/** NO_COLOR (https://no-color.org): any non-empty value turns colour off. */
export const colourAllowed = (env: Readonly<Record<string, string | undefined>>): boolean =>
  !(env.NO_COLOR !== undefined && env.NO_COLOR !== '');

const BAR_WIDTH = 24;

const renderBar = (label: string, percent: number): string => {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  const filled = Math.round((clamped / 100) * BAR_WIDTH);
  return `${label} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(clamped).padStart(3)}%`;
};

export const createOutput = (
  stdout: WritableLike,
  stderr: WritableLike,
  env: Readonly<Record<string, string | undefined>>,
): Output => {
  const colour = colourAllowed(env);
  const rich = Boolean(stdout.isTTY) && colour;
  const richErr = Boolean(stderr.isTTY) && colour;
  const style = rich ? RICH_STYLE : PLAIN_STYLE;
  const errStyle = richErr ? RICH_STYLE : PLAIN_STYLE;
  return {
    rich,
    style,
    line: (text = '') => void stdout.write(`${text}\n`),
    error: (text) => void stderr.write(`${errStyle.bad(text)}\n`),
    write: (text) => void stdout.write(text),
    writeError: (text) => void stderr.write(text),
    json: (value) => void stdout.write(`${JSON.stringify(value, null, 2)}\n`),
    progress: (label) => {
      if (!stderr.isTTY) return { update: () => {}, done: () => {} };
      let last = -1;
      return {
        update: (percent) => {
          const rounded = Math.round(percent);
          if (rounded === last) return;
          last = rounded;
          stderr.write(`\r${renderBar(label, rounded)}`);
        },
        done: (completed = true) => void stderr.write(completed ? `\r${renderBar(label, 100)}\n` : '\n'),
      };
    },
    spinner: (label) => (stderr.isTTY ? startSpinner(stderr, label) : { stop: () => {} }),
  };
};

/** An Output that keeps what was written, for tests and for commands run in-process. */
export interface CapturedOutput extends Output {
  readonly stdout: () => string;
  readonly stderr: () => string;
}

export const createCapturedOutput = (): CapturedOutput => {
  let out = '';
  let err = '';
  const base = createOutput({ write: (c: string) => (out += c) }, { write: (c: string) => (err += c) }, { NO_COLOR: '1' });
  return { ...base, stdout: () => out, stderr: () => err };
};
