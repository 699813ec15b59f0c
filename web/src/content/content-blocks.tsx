import { Fragment, type ReactNode } from 'react';
import { PRODUCT_NAME, type ContactDetails } from '@manobal/core';
import { mailHref, SITE_CONTACT, telHref } from '../app/site-contact';
import type { Block } from './content.types';
import { ContactLink } from '../components/contact-link';

const PLACEHOLDER = /(\{email\}|\{phone\}|\{product\})/;

/**
 * A line of content text. The spec's `{product}` becomes the product name; `{email}` and `{phone}`
 * become mailto: and tel: links to the deployment's contact details.
 */
export const RichText = ({ text, contact = SITE_CONTACT }: { text: string; contact?: ContactDetails }): ReactNode => {
  if (!PLACEHOLDER.test(text)) return text;
  return text.split(PLACEHOLDER).map((part, index) => {
    if (part === '{product}') return <Fragment key={index}>{PRODUCT_NAME}</Fragment>;
    if (part === '{email}') {
      return (
        <ContactLink key={index} href={mailHref(contact.email)}>
          {contact.email}
        </ContactLink>
      );
    }
    if (part === '{phone}') {
      return (
        <ContactLink key={index} href={telHref(contact.phone)}>
          {contact.phone}
        </ContactLink>
      );
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
};

/** Paragraphs and bulleted lists of a content file, in order. */
export const Blocks = ({ blocks, contact }: { blocks: readonly Block[]; contact?: ContactDetails }) => (
  <>
    {blocks.map((block, index) =>
      typeof block === 'string' ? (
        <p key={index}>
          <RichText text={block} contact={contact} />
        </p>
      ) : (
        <ul key={index}>
          {block.list.map((item) => (
            <li key={item}>
              <RichText text={item} contact={contact} />
            </li>
          ))}
        </ul>
      ),
    )}
  </>
);
