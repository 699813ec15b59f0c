import { Command, CommanderError } from 'commander';
import packageJson from '../package.json';
import type { CliContext } from './cli-context';
import { CLI_MESSAGES, cliMessages } from './cli.messages';
import { CliExitError, EXIT_CODES } from './exit-error';
import { registerAppointmentCommand } from './commands/appointment.command';
import { registerAssessCommand } from './commands/assess.command';
import { registerBookCommand } from './commands/book.command';
import { registerAssessmentsCommand } from './commands/assessments.command';
import { registerSlotsCommand } from './commands/slots.command';
import { registerStaffAuditCommands } from './commands/staff-audit.command';
import { registerStaffMessagesCommands } from './commands/staff-messages.command';
import { registerStaffCommand } from './commands/staff.command';
import { registerStaffPeopleCommands } from './commands/staff-people.command';
import { registerStaffDirectoryCommands } from './commands/staff-directory.command';
import { registerStaffAppointmentCommands } from './commands/staff-appointments.command';
import { registerSubmitCommand } from './commands/submit.command';
import { registerTherapistsCommand } from './commands/therapists.command';
import { registerValidateCommand } from './commands/validate.command';
import { chooseCliLanguage, unsupportedLanguageMessage, withLanguage } from './cli-language';
import { registerWizardCommand } from './commands/wizard.command';
import { registerWorkerCommand } from './commands/worker.command';

/** Exit code for Ctrl+C during a prompt (128 + SIGINT), as shells report it. */
const INTERRUPTED_EXIT_CODE = 130;

export const createProgram = (ctx: CliContext): Command => {
  const program = new Command('manobal')
    .description(CLI_MESSAGES.description)
    .version(packageJson.version)
    .configureOutput({
      writeOut: (text) => ctx.output.write(text),
      writeErr: (text) => ctx.output.writeError(text),
    })
    .exitOverride()
    // A command's options go to the command they follow, so `staff appointments show REF --api …` reaches `show`
    // rather than the list it sits under (the program itself has none but --version).
    .enablePositionalOptions()
    .showSuggestionAfterError()
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ manobal assessments',
        '  $ manobal assess depression --answers 0,1,2,3,0,1,2,3,0,1,0',
        '  $ manobal wizard --answers-file answers.json',
        '  $ manobal slots --date 2025-07-05',
        '  $ manobal validate refer --file refer.json',
        '  $ manobal submit contact --field name=Asha --field email=asha@example.com --field message=Hello',
      ].join('\n'),
    );
  registerTherapistsCommand(program, ctx);
  registerAssessmentsCommand(program, ctx);
  registerAssessCommand(program, ctx);
  registerWizardCommand(program, ctx);
  registerSlotsCommand(program, ctx);
  registerSubmitCommand(program, ctx);
  registerValidateCommand(program, ctx);
  registerBookCommand(program, ctx);
  registerAppointmentCommand(program, ctx);
  const staff = registerStaffCommand(program, ctx);
  registerStaffAuditCommands(staff, ctx);
  registerStaffMessagesCommands(staff, ctx);
  registerStaffPeopleCommands(staff, ctx);
  registerStaffDirectoryCommands(staff, ctx);
  registerStaffAppointmentCommands(program, ctx);
  registerWorkerCommand(program, ctx);
  return program;
};

const isPromptInterrupted = (error: unknown): boolean => error instanceof Error && error.name === 'ExitPromptError';

/** Runs the CLI on the given arguments (without `node` and the script) and returns the exit code. */
export const runCli = async (allArgs: readonly string[], given: CliContext): Promise<number> => {
  const language = chooseCliLanguage(allArgs, given.env);
  if (!language.ok) {
    given.output.error(unsupportedLanguageMessage(language.given));
    return EXIT_CODES.usage;
  }
  const ctx = withLanguage(given, language.locale);
  const args = language.args;
  const program = createProgram(ctx);
  try {
    await program.parseAsync([...args], { from: 'user' });
    return EXIT_CODES.ok;
  } catch (error) {
    if (error instanceof CliExitError) {
      if (error.json !== undefined) ctx.output.json(error.json);
      ctx.output.error(error.message);
      for (const detail of error.details) ctx.output.error(`  ${detail}`);
      return error.exitCode;
    }
    // Commander has already printed its message (or the help); a usage problem is exit 2, help is 0.
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
    if (isPromptInterrupted(error)) {
      ctx.output.error(cliMessages(ctx.locale).interrupted);
      return INTERRUPTED_EXIT_CODE;
    }
    ctx.output.error(cliMessages(ctx.locale).unexpected(error instanceof Error ? error.message : String(error)));
    return EXIT_CODES.failure;
  }
};
