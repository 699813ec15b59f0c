import { useEffect, useState } from 'react';
import { BOOKING_CATALOGS, LANGUAGE_NAMES_EN, SAMPLE_DIRECTORY, formatRupees, type PublicTherapist } from '@manobal/core';
import { ShieldCheck } from 'lucide-react';
import { useApi } from '../../app/api-context';
import { useLocale } from '../../app/locale-context';
import { Avatar } from '../../components/avatar';
import { ButtonLink } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { useHydrated } from '../../components/use-hydrated';
import { PageHeader } from '../../components/page-header';
import { InPersonPlace, SampleProfileMark, registrationText } from '../../components/therapist-facts';
import { OUR_EXPERTS_WORDS } from '../../content/pages/our-experts.content';
import * as pageStyles from './pages.module.css';
import * as styles from './our-experts.module.css';

const BOOKING = BOOKING_CATALOGS.en;

/** What a card shows of a directory entry, the seed's and the API's shape alike: ids (here read as strings), not labels. */
type Expert = Pick<
  PublicTherapist,
  'id' | 'name' | 'title' | 'photo_url' | 'experience_years' | 'registration' | 'fee_inr' | 'crisis_trained' | 'sample' | 'city' | 'centre_address'
> & {
  readonly [K in 'languages' | 'specialisations' | 'modes']: readonly string[];
};

/** A catalog label for an id the server sent; an id this edition has no label for is shown as it is. */
const labelOf = (catalog: Readonly<Record<string, string>>, id: string): string => (Object.hasOwn(catalog, id) ? catalog[id]! : id);

const ExpertCard = ({ expert }: { expert: Expert }) => {
  const locale = useLocale();
  const words = OUR_EXPERTS_WORDS[locale];
  const { labels } = words;
  return (
    <article className={`${pageStyles.pageCard} ${styles.expertCard}`}>
      <div className={styles.expertHead}>
        {expert.photo_url ? (
          <img className={styles.expertPhoto} src={expert.photo_url} width={64} height={64} alt="" loading="lazy" decoding="async" />
        ) : (
          <Avatar name={expert.name} size={64} />
        )}
        <div>
          <h2 className={pageStyles.pageCardTitle}>{expert.name}</h2>
          <p className={styles.expertTitle}>{expert.title}</p>
        </div>
      </div>
      <SampleProfileMark sample={expert.sample} />
      <dl className={styles.expertFacts}>
        <div>
          <dt>{labels.specialisations}</dt>
          <dd>
            <ul className={styles.chipList}>
              {expert.specialisations.map((id) => (
                <li key={id} className={styles.chip}>
                  {labelOf(BOOKING.specialisations, id)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{labels.languages}</dt>
          <dd>{expert.languages.map((id) => labelOf(LANGUAGE_NAMES_EN, id)).join(', ')}</dd>
        </div>
        <div>
          <dt>{labels.experience}</dt>
          <dd>{words.experienceText(expert.experience_years)}</dd>
        </div>
        <div>
          <dt>{labels.modes}</dt>
          <dd>{expert.modes.map((id) => labelOf(BOOKING.modes, id)).join(', ')}</dd>
        </div>
        <div>
          <dt>{labels.charges}</dt>
          <dd>{words.feeText(formatRupees(expert.fee_inr))}</dd>
        </div>
      </dl>
      <InPersonPlace therapist={expert} />
      {expert.registration ? <p className={styles.expertNote}>{registrationText(expert.registration, BOOKING_CATALOGS[locale])}</p> : null}
      {expert.crisis_trained ? (
        <p className={`${styles.expertNote} ${styles.expertCrisis}`}>
          <ShieldCheck aria-hidden="true" size={18} strokeWidth={1.5} />
          {words.crisisTrained}
        </p>
      ) : null}
      <ButtonLink
        to={{ pathname: '/session-calendar', search: `?doctor=${encodeURIComponent(expert.id)}` }}
        aria-label={words.bookAriaLabel(expert.name)}
        className={styles.expertAction}
      >
        {words.bookLabel}
      </ButtonLink>
    </article>
  );
};

type Directory = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly experts: readonly Expert[] };

/**
 * 'Meet Our Expert Doctors': the therapist directory in two columns, each bookable in the session calendar.
 *
 * The prerendered page shows the seed's directory, and a server serves it only where it seeded those therapists
 * (elsewhere it sends the app shell, routes.json's `prerenderedData`). So the seed is shown only while this page
 * hydrates that markup; the store's live list replaces it on load (staff may have changed it). A page React renders
 * itself (the app shell, a link followed in the site) never shows the seed: it loads the live list, or says it could not.
 */
export const OurExpertsPage = () => {
  const words = OUR_EXPERTS_WORDS[useLocale()];
  const api = useApi();
  const hydrated = useHydrated();
  // False only while React hydrates prerendered markup: that first render must match it, seed and all.
  const [fromPrerender] = useState(!hydrated);
  const [directory, setDirectory] = useState<Directory>(fromPrerender ? { status: 'ready', experts: SAMPLE_DIRECTORY } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void api.listTherapists({}).match(
      ({ data }) => current && setDirectory({ status: 'ready', experts: data.items }),
      // The prerendered seed stays where this server seeded it; anything else says the list could not be read.
      (error) => current && setDirectory((shown) => (fromPrerender && shown.status === 'ready' ? shown : { status: 'failed', message: error.message })),
    );
    return () => {
      current = false;
    };
  }, [api, attempt, fromPrerender]);

  return (
    <>
      <PageHeader title={words.title} intro={<p>{words.intro}</p>} />
      <div className={`container ${pageStyles.pageBody}`}>
        {directory.status === 'loading' ? <p role="status">{words.loading}</p> : null}
        {directory.status === 'failed' ? (
          <LoadFailure message={directory.message} retryLabel={words.retry} onRetry={() => setAttempt((n) => n + 1)} />
        ) : null}
        {directory.status === 'ready' && directory.experts.length === 0 ? <p>{words.empty}</p> : null}
        {directory.status === 'ready' && directory.experts.length > 0 ? (
          <ul className={`${pageStyles.pageGrid} ${pageStyles.pageGridTwo}`}>
            {directory.experts.map((expert) => (
              <li key={expert.id}>
                <ExpertCard expert={expert} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
};
