import type { Localized } from '@manobal/core';
/**
 * The CLI's own sentences (product sentences — verdicts, validation messages, call messages — come from
 * core). Kept in one place so a second language is a second catalogue, not a rewrite.
 */
export const CLI_MESSAGES = {
  description: 'Manobal on the command line: screenings, the therapy-match wizard, slots and forms.',
  scoreLine: (score: number, maxScore: number): string => `Score: ${score} of ${maxScore}`,
  helplineLine: (name: string, display: string, hours: string): string => `  ${name}: ${display} (${hours})`,
  questionCount: (count: number): string => `${count} questions`,
  noPromptsWithoutTty: (what: string): string =>
    `${what} (stdin is not a terminal, so no questions can be asked).`,
  answersRequired: 'Give the answers with --answers, one option number per question, e.g. --answers 3,0,1',
  answersFileRequired: 'Give the answers with --answers-file answers.json',
  /** `position` is core's 'Step 11 of 11', the same words the website shows. */
  wizardStepLine: (position: string, title: string): string => `${position}: ${title}`,
  wizardFailureAt: (position: string, title: string): string => `(${position}: ${title})`,
  wizardIdsHeading: 'The answers file takes these ids (each = what it reads on screen):',
  wizardInvalidShape: 'The answers file does not match the wizard answers:',
  wizardNavigate: 'Continue?',
  previousChoice: '← Previous',
  nextChoice: 'Next →',
  skipChoice: 'Skip',
  fileNotFound: (path: string): string => `Cannot read ${path}.`,
  fileNotJson: (path: string): string => `${path} is not valid JSON.`,
  payloadNotObject: (source: string): string => `${source} must hold one JSON object.`,
  fieldFormat: 'Each --field must look like key=value (text) or key:=json (numbers, true/false, lists).',
  fieldJsonInvalid: (key: string): string => `--field ${key}:= needs a valid JSON value.`,
  payloadRequired: (form: string): string =>
    `Give the ${form} payload with --file payload.json, --file - (stdin) or --field key=value.`,
  invalidPayload: (count: number): string => `The form has ${count} error${count === 1 ? '' : 's'}:`,
  valid: 'Valid.',
  unknownForm: (form: string, known: readonly string[]): string => `Unknown form "${form}". Choose one of: ${known.join(', ')}`,
  uploadFormat: 'Each --upload must look like document=path, e.g. --upload photograph=./me.jpg',
  unknownDocument: (key: string, known: readonly string[]): string =>
    `Unknown document "${key}". Choose one of: ${known.join(', ')}`,
  uploadsOnlyForCareers: '--upload is only for the careers form.',
  uploading: (label: string): string => `Uploading ${label}`,
  uploaded: (label: string): string => `Uploaded ${label}.`,
  loggedInAs: (name: string): string => `Logged in as ${name}.`,
  slotsDateStrip: 'Date strip:',
  slotsCalendarHeading: (label: string): string => `Session calendar slots for ${label}:`,
  slotsBookingHeading: (label: string): string => `Booking form slots for ${label}:`,
  slotsNoneLeft: 'No slots left on this date.',
  slotsPastHidden: (count: number): string => `(${count} slot${count === 1 ? ' already past is' : 's already past are'} not shown)`,
  invalidDate: 'Give --date as a real date written YYYY-MM-DD, e.g. 2025-07-05.',
  invalidApiUrl: 'Give --api as an http(s) URL, e.g. http://127.0.0.1:3000.',
  invalidTimeout: (min: number, max: number): string =>
    `Give --timeout as a whole number of seconds from ${min} to ${max}, e.g. --timeout 60.`,
  waitingFor: (origin: string): string => `Waiting for ${origin}`,
  serverUnreachable: (url: string): string => `The server at ${url} could not be reached.`,
  serverUnreachableHint: (envName: string): string => `Check --api (or ${envName}) and that the server is running.`,
  serverTimedOut: (url: string, seconds: number): string => `The server at ${url} did not answer within ${seconds} s.`,
  serverTimedOutHint: 'It may still have received the request. Allow longer with --timeout <seconds>.',
  bookingRerunIsSafe: 'Running the same booking again is safe: it will not be booked twice.',
  uploadRefused: (label: string, reason: string): string => `The server refused ${label}: ${reason}`,
  uploadedKept: (count: number): string =>
    `${count === 1 ? 'This document was' : `These ${count} documents were`} uploaded and stay on the server. ` +
    'To reuse them, pass these instead of their --upload:',
  reuseUploadLine: (linkField: string, fileUrl: string): string => `--field ${linkField}=${fileUrl}`,
  bookingSummary: 'You are about to book this free introductory call:',
  summaryLine: (label: string, value: string): string => `  ${label}: ${value}`,
  confirmBooking: 'Book this free call?',
  bookingNotSent: 'Not booked: nothing was sent.',
  interrupted: 'Stopped.',
  workerDescription:
    'Run the outbox worker on its own: it sends the waiting e-mails and texts, configured by the same environment as the server (DATABASE_URL or DATA_DIR, SMTP_URL, …). Stop it with SIGTERM or Ctrl+C.',
  workerNotBuilt: 'The outbox worker is part of the server package, which is not built here. Run `npm run build` in the repository root.',
  workerStopped: (code: number | null): string => `The outbox worker stopped with exit code ${code ?? 'none (killed by a signal)'}.`,
  unexpected: (message: string): string => `Unexpected error: ${message}`,
} as const;

/** How a terminal asks for a call-back from the care team (the crisis support's last line), in each language. */
export const CLI_CRISIS_CALL_BACK: Localized<string> = {
  en: 'To have our care team call you back, run: manobal submit callback --field name=… --field phone=… --field consent=true --field reason=crisis',
  hi: 'हमारी केयर टीम से कॉल-बैक के लिए यह चलाएँ: manobal submit callback --field name=… --field phone=… --field consent=true --field reason=crisis',
};
