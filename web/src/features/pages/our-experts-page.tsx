import { SAMPLE_DOCTORS, type CalendarDoctor, type Doctor } from '@manobal/core';
import { Star } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { OUR_EXPERTS_PAGE } from '../../content/pages/our-experts.content';
import './pages.css';

const { labels } = OUR_EXPERTS_PAGE;

/** What the session calendar receives as navigation state (spec: name, specialization, charges). */
const calendarStateFor = (doctor: Doctor): { doctor: CalendarDoctor } => ({
  doctor: { name: doctor.name, specialization: doctor.specialization, charges: doctor.charges },
});

const DoctorCard = ({ doctor }: { doctor: Doctor }) => (
  <article className="page-card doctor-card">
    <div className="doctor-card__head">
      <Avatar name={doctor.name} size={64} />
      <div>
        <h2 className="page-card__title">{doctor.name}</h2>
        <p className="doctor-card__specialization">{doctor.specialization}</p>
      </div>
    </div>
    <dl className="doctor-card__facts">
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
          <ul className="chip-list">
            {doctor.nextavailableSlots.map((slot) => (
              <li key={slot} className="chip">
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
        <dd className="doctor-card__rating">
          <Star aria-hidden="true" size={18} strokeWidth={1.5} />
          {OUR_EXPERTS_PAGE.ratingText(doctor.rating)}
        </dd>
      </div>
    </dl>
    <ButtonLink
      to={{ pathname: '/session-calendar', search: `?doctor=${encodeURIComponent(doctor.id)}` }}
      state={calendarStateFor(doctor)}
      aria-label={OUR_EXPERTS_PAGE.bookAriaLabel(doctor.name)}
    >
      {OUR_EXPERTS_PAGE.bookLabel}
    </ButtonLink>
  </article>
);

/** 'Meet Our Expert Doctors': the sample doctors in two columns, each bookable in the session calendar. */
export const OurExpertsPage = () => (
  <>
    <PageHeader title={OUR_EXPERTS_PAGE.title} intro={<p>{OUR_EXPERTS_PAGE.intro}</p>} />
    <div className="container page-body">
      <ul className="page-grid page-grid--two">
        {SAMPLE_DOCTORS.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} />
          </li>
        ))}
      </ul>
    </div>
  </>
);
