import { SAMPLE_DOCTORS, type CalendarDoctor, type Doctor } from '@manobal/core';
import { Star } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { OUR_EXPERTS_PAGE } from '../../content/pages/our-experts.content';
import * as styles from './pages.module.css';

const { labels } = OUR_EXPERTS_PAGE;

/** What the session calendar receives as navigation state (spec: name, specialization, charges). */
const calendarStateFor = (doctor: Doctor): { doctor: CalendarDoctor } => ({
  doctor: { name: doctor.name, specialization: doctor.specialization, charges: doctor.charges },
});

const DoctorCard = ({ doctor }: { doctor: Doctor }) => (
  <article className={`${styles.pageCard} ${styles.doctorCard}`}>
    <div className={styles.doctorCardHead}>
      <Avatar name={doctor.name} size={64} />
      <div>
        <h2 className={styles.pageCardTitle}>{doctor.name}</h2>
        <p className={styles.doctorCardSpecialization}>{doctor.specialization}</p>
      </div>
    </div>
    <dl className={styles.doctorCardFacts}>
      <div>
        <dt>{labels.experience}</dt>
        <dd>{doctor.experience}</dd>
      </div>
      <div>
        <dt>{labels.languages}</dt>
        <dd>{doctor.languages.join(', ')}</dd>
      </div>
      <div>
        <dt>{labels.nextSlots}</dt>
        <dd>
          <ul className={styles.chipList}>
            {doctor.nextavailableSlots.map((slot) => (
              <li key={slot} className={styles.chip}>
                {slot}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{labels.charges}</dt>
        <dd>{doctor.charges}</dd>
      </div>
      <div>
        <dt>{labels.rating}</dt>
        <dd className={styles.doctorCardRating}>
          <Star aria-hidden="true" size={18} strokeWidth={1.5} />
          {OUR_EXPERTS_PAGE.ratingText(doctor.rating)}
        </dd>
      </div>
    </dl>
    <ButtonLink
      to={{ pathname: '/session-calendar', search: `?doctor=${encodeURIComponent(doctor.id)}` }}
      state={calendarStateFor(doctor)}
      aria-label={OUR_EXPERTS_PAGE.bookAriaLabel(doctor.name)}
      className={styles.doctorCardAction}
    >
      {OUR_EXPERTS_PAGE.bookLabel}
    </ButtonLink>
  </article>
);

/** 'Meet Our Expert Doctors': the sample doctors in two columns, each bookable in the session calendar. */
export const OurExpertsPage = () => (
  <>
    <PageHeader title={OUR_EXPERTS_PAGE.title} intro={<p>{OUR_EXPERTS_PAGE.intro}</p>} />
    <div className={`container ${styles.pageBody}`}>
      <ul className={`${styles.pageGrid} ${styles.pageGridTwo}`}>
        {SAMPLE_DOCTORS.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} />
          </li>
        ))}
      </ul>
    </div>
  </>
);
