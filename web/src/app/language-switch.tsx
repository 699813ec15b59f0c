import { LOCALE_ENDONYMS, LOCALE_HTML_LANG, LOCALES, localizedPath } from '@manobal/core';
import { useLocation } from 'react-router-dom';
import { useLocale } from './locale-context';
import { rememberLocale } from './locale-choice';

/**
 * The same page in each other language, named in that language (with its lang, so a screen reader says it in
 * its own voice). A plain link: another language is another document (its own <html lang>, head and words), so
 * it also works before the script has arrived; the click keeps the choice.
 */
export const LanguageSwitch = ({ className }: { className?: string }) => {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <a
          key={other}
          className={className}
          href={`${localizedPath(other, pathname)}${search}${hash}`}
          lang={LOCALE_HTML_LANG[other]}
          hrefLang={LOCALE_HTML_LANG[other]}
          onClick={() => rememberLocale(other)}
        >
          {LOCALE_ENDONYMS[other]}
        </a>
      ))}
    </>
  );
};
