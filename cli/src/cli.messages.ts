import type { Locale, Localized } from '@manobal/core';
/**
 * The CLI's own sentences (product sentences — verdicts, validation messages, call messages — come from
 * core), one catalogue per language: a command reads cliMessages(ctx.locale).
 */
const english = {
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
};

export type CliMessages = typeof english;

/** Hindi: plain everyday words, always आप, the glossary's terms (core/src/i18n/GLOSSARY.md); options and ids stay as typed. */
const hindi: CliMessages = {
  description: 'कमांड लाइन पर Manobal: स्क्रीनिंग, थेरेपी-मैच विज़ार्ड, समय और फ़ॉर्म।',
  scoreLine: (score, maxScore) => `स्कोर: ${maxScore} में से ${score}`,
  helplineLine: (name, display, hours) => `  ${name}: ${display} (${hours})`,
  questionCount: (count) => `${count} सवाल`,
  noPromptsWithoutTty: (what) => `${what} (stdin टर्मिनल नहीं है, इसलिए सवाल नहीं पूछे जा सकते)।`,
  answersRequired: '--answers के साथ जवाब दें, हर सवाल के लिए विकल्प का एक नंबर, जैसे --answers 3,0,1',
  answersFileRequired: '--answers-file answers.json के साथ जवाब दें',
  wizardStepLine: (position, title) => `${position}: ${title}`,
  wizardFailureAt: (position, title) => `(${position}: ${title})`,
  wizardIdsHeading: 'जवाबों की फ़ाइल ये id लेती है (हर एक = स्क्रीन पर जो लिखा है):',
  wizardInvalidShape: 'जवाबों की फ़ाइल विज़ार्ड के जवाबों से मेल नहीं खाती:',
  wizardNavigate: 'जारी रखें?',
  previousChoice: '← पीछे',
  nextChoice: 'आगे →',
  skipChoice: 'छोड़ें',
  fileNotFound: (path) => `${path} पढ़ी नहीं जा सकी।`,
  fileNotJson: (path) => `${path} सही JSON नहीं है।`,
  payloadNotObject: (source) => `${source} में एक JSON ऑब्जेक्ट होना चाहिए।`,
  fieldFormat: 'हर --field ऐसे लिखें: key=value (टेक्स्ट) या key:=json (नंबर, true/false, सूची)।',
  fieldJsonInvalid: (key) => `--field ${key}:= के बाद सही JSON चाहिए।`,
  payloadRequired: (form) => `${form} की जानकारी --file payload.json, --file - (stdin) या --field key=value से दें।`,
  invalidPayload: (count) => `फ़ॉर्म में ${count} ग़लती है:`,
  valid: 'सही है।',
  unknownForm: (form, known) => `"${form}" नाम का कोई फ़ॉर्म नहीं है। इनमें से चुनें: ${known.join(', ')}`,
  uploadFormat: 'हर --upload ऐसे लिखें: document=path, जैसे --upload photograph=./me.jpg',
  unknownDocument: (key, known) => `"${key}" नाम का कोई दस्तावेज़ नहीं है। इनमें से चुनें: ${known.join(', ')}`,
  uploadsOnlyForCareers: '--upload सिर्फ़ करियर फ़ॉर्म के लिए है।',
  uploading: (label) => `${label} अपलोड हो रहा है`,
  uploaded: (label) => `${label} अपलोड हो गया।`,
  loggedInAs: (name) => `${name} के रूप में लॉग इन हैं।`,
  slotsDateStrip: 'तारीख़ें:',
  slotsCalendarHeading: (label) => `${label} के सेशन कैलेंडर के समय:`,
  slotsBookingHeading: (label) => `${label} के लिए बुकिंग फ़ॉर्म के समय:`,
  slotsNoneLeft: 'इस तारीख़ पर कोई समय नहीं बचा।',
  slotsPastHidden: (count) => `(${count} बीत चुके समय नहीं दिखाए गए)`,
  invalidDate: '--date असली तारीख़ YYYY-MM-DD में दें, जैसे 2025-07-05।',
  invalidApiUrl: '--api एक http(s) URL दें, जैसे http://127.0.0.1:3000।',
  invalidTimeout: (min, max) => `--timeout ${min} से ${max} तक पूरे सेकंड में दें, जैसे --timeout 60।`,
  waitingFor: (origin) => `${origin} का इंतज़ार`,
  serverUnreachable: (url) => `${url} पर सर्वर तक पहुँचा नहीं जा सका।`,
  serverUnreachableHint: (envName) => `--api (या ${envName}) जाँचें, और देखें कि सर्वर चल रहा है।`,
  serverTimedOut: (url, seconds) => `${url} पर सर्वर ने ${seconds} सेकंड में जवाब नहीं दिया।`,
  serverTimedOutHint: 'हो सकता है अनुरोध उसे मिल गया हो। --timeout <seconds> से ज़्यादा समय दें।',
  bookingRerunIsSafe: 'यही बुकिंग फिर से चलाना सुरक्षित है: यह दो बार बुक नहीं होगी।',
  uploadRefused: (label, reason) => `सर्वर ने ${label} नहीं लिया: ${reason}`,
  uploadedKept: (count) =>
    `${count === 1 ? 'यह दस्तावेज़ अपलोड हो चुका है' : `ये ${count} दस्तावेज़ अपलोड हो चुके हैं`} और सर्वर पर रहेंगे। ` +
    'इन्हें फिर से इस्तेमाल करने के लिए इनके --upload की जगह ये दें:',
  reuseUploadLine: (linkField, fileUrl) => `--field ${linkField}=${fileUrl}`,
  bookingSummary: 'आप यह मुफ़्त परिचय कॉल बुक करने वाले हैं:',
  summaryLine: (label, value) => `  ${label}: ${value}`,
  confirmBooking: 'यह मुफ़्त कॉल बुक करें?',
  bookingNotSent: 'बुक नहीं हुआ: कुछ भी नहीं भेजा गया।',
  interrupted: 'रोक दिया गया।',
  workerDescription:
    'आउटबॉक्स वर्कर को अलग से चलाएँ: यह बाक़ी ईमेल और मैसेज भेजता है, सर्वर के जैसे ही environment से (DATABASE_URL या DATA_DIR, SMTP_URL, …)। इसे SIGTERM या Ctrl+C से रोकें।',
  workerNotBuilt: 'आउटबॉक्स वर्कर सर्वर पैकेज का हिस्सा है, जो यहाँ बना नहीं है। रिपॉज़िटरी के रूट में `npm run build` चलाएँ।',
  workerStopped: (code) => `आउटबॉक्स वर्कर exit code ${code ?? 'के बिना (किसी signal से बंद)'} के साथ रुक गया।`,
  unexpected: (message) => `अनचाही ग़लती: ${message}`,
};

const CLI_MESSAGE_CATALOGS: Localized<CliMessages> = { en: english, hi: hindi };

/** The CLI's sentences in one run's language (the context's, chosen from --lang or MANOBAL_LANG). */
export const cliMessages = (locale: Locale): CliMessages => CLI_MESSAGE_CATALOGS[locale];

/** English, for the lines printed before or outside a run's language (staff commands, parse-time errors). */
export const CLI_MESSAGES: CliMessages = english;

/** How a terminal asks for a call-back from the care team (the crisis support's last line), in each language. */
export const CLI_CRISIS_CALL_BACK: Localized<string> = {
  en: 'To have our care team call you back, run: manobal submit callback --field name=… --field phone=… --field consent=true --field reason=crisis',
  hi: 'हमारी केयर टीम से कॉल-बैक के लिए यह चलाएँ: manobal submit callback --field name=… --field phone=… --field consent=true --field reason=crisis',
};
