import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { promiseSentences } from './promise-sentences';
import { REVIEWED_PROMISES } from './reviewed-promises';
import { REPO_ROOT, sourceFiles } from './source-files';

/**
 * Where the words people read are written: core's catalogs and rules, the website, the CLI, and the server's own
 * answers (its OpenAPI descriptions and log lines are for developers and operators, and say what code does).
 */
const WORD_SOURCES = ['core/src', 'web/src', 'cli/src', 'server/src/http/server.messages.ts'] as const;

const shownSentences = WORD_SOURCES.flatMap((dir) =>
  sourceFiles(dir).flatMap((file) => promiseSentences(relative(REPO_ROOT, file), readFileSync(file, 'utf8'))),
);

describe('the promise finder', () => {
  it('finds a promise in a string, a template and JSX text, and ignores ids, comments and imports', () => {
    const found = promiseSentences(
      'sample.tsx',
      [
        "import x from './we will call';",
        '// We will call you back.',
        "const ids = ['booked', 'slot-booked'];",
        "const plain = 'Thank you for writing.';",
        "const a = 'Our care team will call you soon.';",
        'const b = `Your session is booked for ${when}.`;',
        'const c = <p>We reply within two working days.</p>;',
        "const d = 'Only this therapist sees them.';",
      ].join('\n'),
    ).map((s) => s.text);
    expect(found).toEqual([
      'Our care team will call you soon.',
      'Your session is booked for {…}.',
      'We reply within two working days.',
      'Only this therapist sees them.',
    ]);
  });
});

describe('every promise the product shows is kept by something named', () => {
  it('has words to check', () => {
    expect(shownSentences.length).toBeGreaterThan(10);
  });

  it('lists no sentence that promises an action without a review naming what keeps it', () => {
    const reviewed = new Set(REVIEWED_PROMISES.map((entry) => entry.text));
    const unreviewed = shownSentences.filter((s) => !reviewed.has(s.text)).map((s) => `${s.file}:${s.line} ${s.text}`);
    expect(unreviewed, 'add each to tests/architecture/reviewed-promises.ts with what keeps it, or change the words').toEqual([]);
  });

  it('keeps no review of a sentence the product no longer shows', () => {
    const shown = new Set(shownSentences.map((s) => s.text));
    expect(REVIEWED_PROMISES.filter((entry) => !shown.has(entry.text)).map((entry) => entry.text)).toEqual([]);
  });

  it('names a mechanism for every reviewed promise', () => {
    for (const entry of REVIEWED_PROMISES) expect(entry.keptBy.trim().length, entry.text).toBeGreaterThan(20);
  });
});
