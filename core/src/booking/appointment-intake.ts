import type { FieldCipher } from '../submissions/submissions.port';
import type { WizardAnswers } from '../wizard/wizard-answers';
import { wizardAnswersSchema } from '../wizard/wizard-answers.schema';

/** Opens a sealed field again: only the server holds the key, and only staff reads use it. */
export interface FieldOpener {
  decrypt(sealed: string): string;
}

/*
 * The therapy-match answers a visitor shared with their therapist when booking (issue 15). They are health
 * answers: stored only sealed, as JSON of the ids wizardAnswersSchema reads, never logged, never shown to the
 * manage link (which anyone holding the link can open), and opened only for the care team's staff listing.
 */

export const sealIntake = (cipher: FieldCipher, answers: WizardAnswers): string => cipher.encrypt(JSON.stringify(answers));

/**
 * The shared answers, or null when none were shared. Answers that no longer read as answers (from a wizard whose
 * ids have since changed) are also null rather than a listing that fails for everyone; a key that cannot open
 * them is the server's misconfiguration and throws.
 */
export const openIntake = (opener: FieldOpener, sealed: string | null): WizardAnswers | null => {
  if (sealed === null) return null;
  const plain = opener.decrypt(sealed);
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    return null;
  }
  const answers = wizardAnswersSchema.safeParse(parsed);
  return answers.success ? answers.data : null;
};
