import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/button';
import * as styles from './not-found.module.css';

export const NOT_FOUND_TITLE = 'Page not found';

/** What a visitor sees at an address the site does not have. */
export const NotFoundView = () => (
  <section className={`${styles.notFound} container`} aria-labelledby="not-found-title">
    <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
    <p>We could not find the page you were looking for. It may have moved, or the address may have a typo.</p>
    <p>These may help:</p>
    <ul className={styles.notFoundLinks}>
      <li>
        <Link to="/">Home</Link>
      </li>
      <li>
        <Link to="/all-resources">All resources</Link>
      </li>
      <li>
        <Link to="/assessments">Self-screening tests</Link>
      </li>
      <li>
        <Link to="/contact-us">Contact us</Link>
      </li>
    </ul>
    <ButtonLink to="/find-your-doctor">Find your therapist</ButtonLink>
  </section>
);
