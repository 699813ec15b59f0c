import { createProcessContext } from './cli-context';
import { EXIT_CODES } from './exit-error';
import { runCli } from './program';

// The bundle's entry: run once on this process and leave the exit code for Node to use. A reader that
// stopped reading (EPIPE) does not change it; an output that failed otherwise does.
const ctx = createProcessContext(process);
const code = await runCli(process.argv.slice(2), ctx);
process.exitCode = ctx.outputFailed() && code === EXIT_CODES.ok ? EXIT_CODES.failure : code;
