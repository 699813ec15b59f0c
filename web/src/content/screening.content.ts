/** How the site speaks about its questionnaires, wherever it links to one. */
export const SCREENING_NOTE =
  'It takes a few minutes, your answers stay in your browser, and the result is a screening, not a diagnosis.';
