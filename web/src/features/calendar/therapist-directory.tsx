import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Avatar } from '../../components/avatar';
import { FormMessage } from '../../components/form-message';
import { LoadFailure } from '../../components/load-failure';
import { SampleProfileMark } from '../../components/therapist-facts';
import { BookingHelp } from './booking-help';
import { useCalendarWords } from './calendar.words';
import type { ApiData } from './use-therapist-calendar';
import * as styles from './session-calendar.module.css';

type Directory = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly items: ApiData<'listTherapists'>['items'] };

/** With no therapist chosen (or one we do not know), the calendar offers the directory instead of an unnamed 'Therapist'. */
export const TherapistDirectory = ({ notice }: { notice?: string | undefined }) => {
  const api = useApi();
  const headingId = useId();
  const { copy } = useCalendarWords();
  const [directory, setDirectory] = useState<Directory>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void api.listTherapists({}).match(
      ({ data }) => current && setDirectory({ status: 'ready', items: data.items }),
      (error) => current && setDirectory({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  return (
    <section className={styles.calendarCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.calendarGroupLegend}>
        {copy.directoryTitle}
      </h2>
      {notice ? <FormMessage tone="error">{notice}</FormMessage> : null}
      <p className={styles.calendarHint}>{copy.directoryIntro}</p>
      <p className={styles.calendarHint}>
        {copy.findMatch} <Link to="/find-your-doctor">{copy.findMatchLink}</Link>
      </p>
      {/*
        The list comes last and keeps its room while it loads, so nothing a visitor is reading moves; a short answer
        (no therapist, or the directory out of reach) gives the room back rather than leave a blank card.
      */}
      <div className={directory.status === 'loading' || (directory.status === 'ready' && directory.items.length > 0) ? styles.directoryBody : undefined}>
        {directory.status === 'loading' ? <p role="status">{copy.loadingTherapist}</p> : null}
        {directory.status === 'failed' ? (
          <LoadFailure message={directory.message} retryLabel={copy.retry} onRetry={() => setAttempt((n) => n + 1)} />
        ) : null}
        {directory.status === 'ready' && directory.items.length === 0 ? (
          <>
            <p>{copy.directoryEmpty}</p>
            <BookingHelp />
          </>
        ) : null}
        {directory.status === 'ready' && directory.items.length > 0 ? (
          <ul className={styles.directoryList}>
            {directory.items.map((therapist) => (
              <li key={therapist.id} className={styles.directoryItem}>
                <Avatar name={therapist.name} size={48} />
                <div className={styles.directoryWho}>
                  <Link to={{ pathname: '/session-calendar', search: `?doctor=${encodeURIComponent(therapist.id)}` }} className={styles.directoryLink}>
                    {therapist.name}
                  </Link>
                  <p className={styles.calendarDoctorSpecialization}>
                    {therapist.title} · {formatRupees(therapist.fee_inr)} {copy.perSession}
                  </p>
                  <SampleProfileMark sample={therapist.sample} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
};
