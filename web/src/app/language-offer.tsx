import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALE_HTML_LANG, localizedPath, type Locale } from '@manobal/core';
import { rememberLocale } from './locale-choice';
import type { ShellCatalog } from './shell-catalog';
import * as styles from './language-offer.module.css';

/**
 * One dismissible line in the offered language, pointing at this page in it. Fixed at the bottom, so the page
 * under it does not move when it appears; dismissing it keeps this page's language as the visitor's choice.
 */
export const LanguageOffer = ({ current, offered, words }: { current: Locale; offered: Locale; words: ShellCatalog['languageOffer'] }) => {
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const lang = LOCALE_HTML_LANG[offered];
  return (
    <aside className={styles.languageOffer} lang={lang} aria-label={words.action}>
      <p className={styles.languageOfferText}>
        {words.text}{' '}
        <a href={`${localizedPath(offered, pathname)}${search}${hash}`} hrefLang={lang} onClick={() => rememberLocale(offered)}>
          {words.action}
        </a>
      </p>
      <button
        type="button"
        className={styles.languageOfferDismiss}
        onClick={() => {
          rememberLocale(current);
          setOpen(false);
        }}
      >
        {words.dismiss}
      </button>
    </aside>
  );
};
