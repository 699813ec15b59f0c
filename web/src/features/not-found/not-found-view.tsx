import { Link } from 'react-router-dom';
import { useShellCatalog } from '../../app/shell-catalog-context';
import { ButtonLink } from '../../components/button';
import * as styles from './not-found.module.css';

/** What a visitor sees at an address the site does not have (its links stay in the page's language). */
export const NotFoundView = () => {
  const { notFound: words } = useShellCatalog();
  return (
    <section className={`${styles.notFound} container`} aria-labelledby="not-found-title">
      <h1 id="not-found-title">{words.title}</h1>
      <p>{words.body}</p>
      <p>{words.mayHelp}</p>
      <ul className={styles.notFoundLinks}>
        <li>
          <Link to="/">{words.home}</Link>
        </li>
        <li>
          <Link to="/all-resources">{words.allResources}</Link>
        </li>
        <li>
          <Link to="/assessments">{words.screenings}</Link>
        </li>
        <li>
          <Link to="/contact-us">{words.contactUs}</Link>
        </li>
      </ul>
      <ButtonLink to="/find-your-doctor">{words.findTherapist}</ButtonLink>
    </section>
  );
};
