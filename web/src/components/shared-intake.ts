import type { WizardAnswers } from '@manobal/core';

/**
 * The therapy-match answers, kept in this tab's session storage after 'Submit Assessment' so that the
 * booking page can offer to share them with the chosen therapist. They leave the device only when the
 * visitor ticks the share box and confirms a booking; closing the tab forgets them.
 */
export const SHARED_INTAKE_KEY = 'manobal:match-answers';

export const keepIntake = (answers: WizardAnswers): void => {
  try {
    window.sessionStorage.setItem(SHARED_INTAKE_KEY, JSON.stringify(answers));
  } catch {
    // Storage full or switched off: the share box is simply not offered.
  }
};

/** The kept answers as stored (untrusted: core's schema decides whether they are answers), or null. */
export const readIntake = (): unknown => {
  try {
    const raw = window.sessionStorage.getItem(SHARED_INTAKE_KEY);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};
