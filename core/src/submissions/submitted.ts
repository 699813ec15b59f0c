/** What a stored submission answers: its id, for the person to quote and staff to find. */
export interface Submitted {
  readonly id: string;
}
