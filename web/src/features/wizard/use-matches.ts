import { useCallback, useEffect, useRef, useState } from 'react';
import { CALL_MESSAGES, type MatchAnswers, type MatchCatalog, type MatchEntry, type WizardAnswers } from '@manobal/core';
import { useApi } from '../../app/api-context';

/** Matching and its cards, fetched only when the wizard reaches its review step. */
export const loadMatchResults = () => import('./match-results');

export type MatchesView =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly entries: readonly MatchEntry[]; readonly feeSentence: string }
  | { readonly status: 'failed'; readonly message: string };

/** The answers matching reads, as a stable key: the fee choice or a note changing does not search again. */
const matchAnswersOf = (answers: WizardAnswers): MatchAnswers => ({
  location: answers.location,
  days: answers.days,
  times: answers.times,
  languages: answers.languages,
  style: answers.style,
  mainReasons: answers.mainReasons,
  specificConcerns: answers.specificConcerns,
  risk: answers.risk,
});

/**
 * The visitor's matches while `wanted` (the review step and the closing screen): the directory and its free slots
 * are read and matched in this browser for the answers as they stand, again only when an answer matching reads
 * changes, and again on `retry` after a failure. Null while not wanted.
 */
export const useMatches = (answers: WizardAnswers, wanted: boolean, words: MatchCatalog): { view: MatchesView | null; retry: () => void } => {
  const api = useApi();
  const key = wanted ? JSON.stringify(matchAnswersOf(answers)) : null;
  const latest = useRef({ answers, words });
  latest.current = { answers, words };
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<{ key: string; attempt: number; view: MatchesView } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const show = (view: MatchesView) => {
      if (current) setFound({ key, attempt, view });
    };
    loadMatchResults().then(
      ({ runMatching }) =>
        runMatching(api, matchAnswersOf(latest.current.answers), latest.current.words).match(
          ({ entries, feeSentence }) => show({ status: 'ready', entries, feeSentence }),
          (error) => show({ status: 'failed', message: error.message }),
        ),
      () => show({ status: 'failed', message: CALL_MESSAGES.listTherapists.network }),
    );
    return () => {
      current = false;
    };
  }, [api, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (key === null) return { view: null, retry };
  const view = found !== null && found.key === key && found.attempt === attempt ? found.view : { status: 'loading' as const };
  return { view, retry };
};
