import type { SubmissionStore } from '../submissions/submissions.port';
import type { CallbackRequest } from './callback.types';

/** Keeps call-back requests; staff read them urgent first, then newest first. */
export type CallbackStore = SubmissionStore<CallbackRequest>;
