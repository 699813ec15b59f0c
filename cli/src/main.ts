import { createProcessContext } from './cli-context';
import { runCli } from './program';

// The bundle's entry: run once on this process and leave the exit code for Node to use.
process.exitCode = await runCli(process.argv.slice(2), createProcessContext(process));
