import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The rule ids the repository's own lint config reports for this text. The project service types only files
 * on disk, so the text is written for the moment of the check beside this test (inside the root tsconfig).
 */
const rulesFiredOn = async (text: string): Promise<string[]> => {
  const file = `${root}tests/architecture/lint-probe-${randomBytes(4).toString('hex')}.ts`;
  await writeFile(file, text);
  try {
    const [result] = await new ESLint({ cwd: root }).lintFiles([file]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  } finally {
    await rm(file, { force: true });
  }
};

const PRELUDE = "import { okAsync, type ResultAsync } from 'neverthrow';\nconst save = (): ResultAsync<number, never> => okAsync(1);\n";

describe('type-aware lint', () => {
  it('rejects a ResultAsync left unawaited, a floating promise, and a promise where a void callback is expected', async () => {
    const text = `${PRELUDE}export const a = () => {\n  save();\n};\nexport const b = async () => {\n  Promise.resolve(1);\n};\nexport const c = (xs: number[]) => xs.forEach(async () => {\n  await save();\n});\n`;
    expect((await rulesFiredOn(text)).sort()).toEqual([
      '@typescript-eslint/no-floating-promises',
      '@typescript-eslint/no-floating-promises',
      '@typescript-eslint/no-misused-promises',
    ]);
  }, 120_000);

  it('accepts the same work awaited, returned or marked void on purpose', async () => {
    const text = `${PRELUDE}export const a = async () => {\n  await save();\n};\nexport const b = () => save();\nexport const c = () => {\n  void Promise.resolve(1);\n};\n`;
    expect(await rulesFiredOn(text)).toEqual([]);
  }, 120_000);
});
