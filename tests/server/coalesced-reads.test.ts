import { describe, expect, it } from 'vitest';
import { coalescedReads } from '../../server/src/store/coalesced-reads';

/** A read the test finishes by hand, numbered in the order reads started. */
const manualReads = () => {
  const started: { key: string; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      const n = started.length + 1;
      started.push({ key, finish: (value) => resolve(`${value} ${n}`), fail: reject });
    });
  return { started, read };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced reads', () => {
  it('never hands a caller a read that began before its call, and serves everyone who waited with one read', async () => {
    const { started, read } = manualReads();
    const versions = coalescedReads(read);
    const first = versions('a');
    const second = versions('a');
    const third = versions('a');
    expect(started).toHaveLength(1);
    started[0]!.finish('v');
    expect(await first).toBe('v 1');
    await tick();
    // The second and third came while the first read ran: one read started after it, for both.
    expect(started).toHaveLength(2);
    const fourth = versions('a');
    started[1]!.finish('w');
    expect(await second).toBe('w 2');
    expect(await third).toBe('w 2');
    await tick();
    expect(started).toHaveLength(3);
    started[2]!.finish('x');
    expect(await fourth).toBe('x 3');
  });

  it('reads other keys on their own, and passes a failure to those who shared the read', async () => {
    const { started, read } = manualReads();
    const versions = coalescedReads(read);
    const a = versions('a');
    const b = versions('b');
    expect(started.map((s) => s.key)).toEqual(['a', 'b']);
    started[0]!.fail(new Error('database gone'));
    started[1]!.finish('b');
    await expect(a).rejects.toThrow('database gone');
    expect(await b).toBe('b 2');
    // After the failure, the next caller starts a fresh read.
    const again = versions('a');
    await tick();
    started[2]!.finish('back');
    expect(await again).toBe('back 3');
  });
});
