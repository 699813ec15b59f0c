/*
 * The zod-backed half of the wizard page: reading a stored snapshot back. Loaded only when session storage
 * holds one, after the page has rendered; Next and submit use core's zod-free step rules.
 */
export { restoreWizardState } from '@manobal/core';
