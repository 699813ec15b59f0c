import { performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import { stopChild, trackChild } from './resources.mjs';

const tail = (text, lines = 30) => text.split('\n').slice(-lines).join('\n');

/**
 * Runs a command to completion in its own process group, killed after `timeoutMs`.
 * Resolves with { ok, code, timedOut, ms, output } (output = the last lines of stdout+stderr).
 */
export const runCommand = (command, args, { cwd, env = process.env, timeoutMs = 10 * 60_000, echo = false } = {}) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = trackChild(spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
    let output = '';
    const collect = (chunk) => {
      const text = chunk.toString();
      output = (output + text).slice(-64_000);
      if (echo) process.stderr.write(text);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stopChild(child, 2000);
    }, timeoutMs);
    child.once('error', (error) => {
      output += `\n${error.message}`;
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0 && !timedOut, code, timedOut, ms: performance.now() - started, output: tail(output) });
    });
  });
