import { useEffect, useId, useRef, useState } from 'react';
import {
  BOOKING_CATALOGS,
  feeRange,
  findMatches,
  formatRupees,
  type ApiError,
  type BookingCatalog,
  type Clock,
  type FreeSlot,
  type MatchCatalog,
  type MatchAnswers,
  type MatchEntry,
  type MatchSources,
} from '@manobal/core';
import type { ResultAsync } from 'neverthrow';
import { Avatar } from '../../components/avatar';
import { Button, ButtonLink } from '../../components/button';
import { SampleProfileMark, inPersonAddressText, registrationText } from '../../components/therapist-facts';
import { useLocale } from '../../app/locale-context';
import { useWizardWords } from './wizard.words';
import * as styles from './match-results.module.css';
import { formatOnThisDevice } from '../../components/device-time';

// Loaded only once the visitor reaches the review step: matching, its catalog and the cards stay out of the
// wizard's own chunk and far from the home page.

const deviceClock: Clock = { now: () => new Date() };

/** How a therapist can be seen, in the booking catalog's words: 'Video call; In person at 12 FC Road, Pune'. */
const sessionsText = (therapist: MatchEntry['therapist'], catalog: BookingCatalog): string =>
  therapist.modes.map((mode) => (mode === 'in-person' ? (inPersonAddressText(therapist, catalog) ?? catalog.modes[mode]) : catalog.modes[mode])).join('; ');

export interface FoundMatches {
  readonly entries: readonly MatchEntry[];
  /** The fee question's sentence, naming the matched therapists' fees. */
  readonly feeSentence: string;
}

/** The visitor's matches from the public directory, worked out here (core's findMatches); no answer is sent. */
export const runMatching = (api: MatchSources, answers: MatchAnswers, words: MatchCatalog): ResultAsync<FoundMatches, ApiError> =>
  findMatches({ api, clock: deviceClock })(answers).map((entries) => ({ entries, feeSentence: words.feeSentence(feeRange(entries)) }));

/** How many cards show at first, and how many more each 'Show other matches' reveals. */
const PAGE_SIZE = 3;

const SlotTime = ({ slot }: { slot: FreeSlot }) => {
  const { results: copy } = useWizardWords();
  const time = formatOnThisDevice(slot.start, BOOKING_CATALOGS[useLocale()]);
  return (
    <li>
      <time dateTime={slot.start}>{time.ist}</time>
      {time.device === null ? null : <span className={styles.matchSlotLocal}> ({copy.yourTime(time.device)})</span>}
    </li>
  );
};

interface MatchCardProps {
  entry: MatchEntry;
  headingRef?: (element: HTMLHeadingElement | null) => void;
}

const MatchCard = ({ entry, headingRef }: MatchCardProps) => {
  const { therapist, reasons, relaxed, fittingSlots } = entry;
  const headingId = useId();
  const whyId = useId();
  const slotsId = useId();
  const { results: copy, match, languageName } = useWizardWords();
  const booking = BOOKING_CATALOGS[useLocale()];
  return (
    <article className={styles.matchCard} aria-labelledby={headingId}>
      <div className={styles.matchCardHead}>
        {therapist.photo_url ? (
          <img className={styles.matchPhoto} src={therapist.photo_url} alt="" width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <Avatar name={therapist.name} size={64} />
        )}
        <div>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.matchName}>
            {therapist.name}
          </h3>
          <p className={styles.matchTitle}>{therapist.title}</p>
        </div>
      </div>
      <SampleProfileMark sample={therapist.sample} />
      <dl className={styles.matchFacts}>
        <div>
          <dt>{copy.languages}</dt>
          <dd>{therapist.languages.map(languageName).join(', ')}</dd>
        </div>
        <div>
          <dt>{copy.sessions}</dt>
          <dd>{sessionsText(therapist, booking)}</dd>
        </div>
        <div>
          <dt>{copy.fee}</dt>
          <dd>{copy.feePerSession(formatRupees(therapist.fee_inr))}</dd>
        </div>
        {therapist.registration === null ? null : (
          <div>
            <dt>{copy.rci}</dt>
            <dd>{registrationText(therapist.registration, booking)}</dd>
          </div>
        )}
      </dl>
      <p id={whyId} className={styles.matchSubheading}>
        {copy.whyHeading}
      </p>
      <ul className={styles.matchReasons} aria-labelledby={whyId}>
        {reasons.map((reason) => (
          <li key={match.reason(reason)}>{match.reason(reason)}</li>
        ))}
      </ul>
      {relaxed.map((relaxation) => (
        <p key={relaxation.kind} className={styles.matchRelaxed}>
          {match.relaxation(relaxation)}
        </p>
      ))}
      <p id={slotsId} className={styles.matchSubheading}>
        {copy.slotsHeading}
      </p>
      {fittingSlots.length === 0 ? (
        <p className={styles.matchNoSlots}>{copy.noFittingSlots}</p>
      ) : (
        <ul className={styles.matchSlots} aria-labelledby={slotsId}>
          {fittingSlots.map((slot) => (
            <SlotTime key={slot.start} slot={slot} />
          ))}
        </ul>
      )}
      <ButtonLink
        to={{ pathname: '/session-calendar', search: `?doctor=${encodeURIComponent(therapist.id)}` }}
        aria-label={copy.bookWith(therapist.name)}
        className={styles.matchBook}
      >
        {copy.book}
      </ButtonLink>
    </article>
  );
};

export interface MatchListProps {
  entries: readonly MatchEntry[];
  /** Whether the visitor wrote under Other: free text is never matched, and the list says so. */
  wroteOther: boolean;
}

/** Up to three cards, then three more per 'Show other matches'; focus moves to the first card it revealed. */
export const MatchList = ({ entries, wroteOther }: MatchListProps) => {
  const [shown, setShown] = useState(PAGE_SIZE);
  const revealed = useRef<{ index: number; element: HTMLHeadingElement | null } | null>(null);
  const { results: copy, match } = useWizardWords();

  useEffect(() => {
    revealed.current?.element?.focus();
    revealed.current = null;
  }, [shown]);

  if (entries.length === 0) return <p>{copy.none}</p>;
  const showMore = () => {
    revealed.current = { index: shown, element: null };
    setShown((count) => count + PAGE_SIZE);
  };
  return (
    <>
      {wroteOther ? <p className={styles.matchNote}>{match.otherConcernNote}</p> : null}
      <ol className={styles.matchList}>
        {entries.slice(0, shown).map((entry, index) => (
          <li key={entry.therapist.id}>
            <MatchCard
              entry={entry}
              headingRef={(element) => {
                if (revealed.current?.index === index) revealed.current.element = element;
              }}
            />
          </li>
        ))}
      </ol>
      {shown < entries.length ? (
        <Button variant="secondary" className={styles.matchMore} onClick={showMore}>
          {copy.showMore}
        </Button>
      ) : null}
    </>
  );
};
