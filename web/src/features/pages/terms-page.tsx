import { PageHeader } from '../../components/page-header';
import { RichText } from '../../content/content-blocks';
import { TERMS_PAGE } from '../../content/pages/terms.content';

/** The spec shows only the heading; one honest line says the terms are on their way and whom to ask. */
export const TermsPage = () => (
  <PageHeader
    title={TERMS_PAGE.title}
    intro={
      <p>
        <RichText text={TERMS_PAGE.note} />
      </p>
    }
  />
);
