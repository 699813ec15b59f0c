import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { LANGUAGE_ENDONYMS, canAddLanguage, languageSuggestions, matchWizardLanguage, type WizardAnswers, type WizardLanguage } from '@manobal/core';
import { FieldError, fieldClasses } from '../../components/field';
import { IconButton } from '../../components/icon-button';
import { useWizardWords } from './wizard.words';
import * as styles from './wizard.module.css';

export interface LanguagePickerProps {
  answers: WizardAnswers;
  onAdd: (language: WizardLanguage) => void;
  onRemove: (language: WizardLanguage) => void;
  error?: string | null;
}

/** The language's name in its own script, shown beside a suggestion so a search by it visibly found it; null when the same. */
const ownNameOf = (language: WizardLanguage, name: string): string | null => {
  const [own] = LANGUAGE_ENDONYMS[language];
  return own === name ? null : own;
};

/**
 * Chosen languages as removable chips (answers hold ids; chips and suggestions show names), and a text box offering up to 8 matching languages
 * (core filters them). An editable combobox with a list: arrows move through the list, Enter adds.
 */
export const LanguagePicker = ({ answers, onAdd, onRemove, error }: LanguagePickerProps) => {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const { catalog, copy } = useWizardWords();
  const nameOf = (language: WizardLanguage): string => catalog.choices.languages[language];
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const canAdd = canAddLanguage(answers);
  const suggestions = canAdd ? languageSuggestions(typed, answers.languages, catalog) : [];
  const expanded = open && suggestions.length > 0;
  const activeOption = expanded && active >= 0 ? suggestions[active] : undefined;

  const add = (language: WizardLanguage) => {
    onAdd(language);
    setTyped('');
    setActive(-1);
    setOpen(false);
    inputRef.current?.focus();
  };

  const remove = (language: WizardLanguage) => {
    onRemove(language);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const count = suggestions.length;
      if (count === 0) return;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count));
    } else if (event.key === 'Enter') {
      // With text in the box Enter picks a language (never the step's Next); an empty box lets Enter go on.
      if (typed.trim() === '' && !activeOption) return;
      event.preventDefault();
      const choice = activeOption ?? matchWizardLanguage(typed, catalog) ?? suggestions[0];
      if (choice) add(choice);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy = [canAdd ? null : noteId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const noMatch = canAdd && open && typed.trim() !== '' && suggestions.length === 0;

  return (
    <div>
      {answers.languages.length > 0 ? (
        <ul className={styles.languageChips} aria-label={copy.languagesChosen}>
          {answers.languages.map((language) => (
            <li key={language} className={styles.languageChip}>
              <span>{nameOf(language)}</span>
              <IconButton label={copy.removeLanguage(nameOf(language))} onClick={() => remove(language)}>
                <X aria-hidden="true" size={18} strokeWidth={2} />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={fieldClasses.field}>
        <label className={fieldClasses.label} htmlFor={inputId}>
          {copy.languageInputLabel}
        </label>
        <div className={styles.languagePickerBox}>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            className={fieldClasses.control}
            role="combobox"
            autoComplete="off"
            placeholder={catalog.labels.addLanguagePlaceholder}
            readOnly={!canAdd}
            value={typed}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? `${listId}-${activeOption}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={(event) => {
              if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={copy.languageListLabel} className={styles.languageList} hidden={!expanded}>
            {suggestions.map((language, index) => (
              <li
                key={language}
                id={`${listId}-${language}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? `${styles.languageOption} ${styles.languageOptionActive}` : styles.languageOption}
                // Keep focus in the box so the choice lands before blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => add(language)}
              >
                {nameOf(language)}
                {ownNameOf(language, nameOf(language)) === null ? null : (
                  <>
                    {' '}
                    <span className={styles.languageOwnName}>{ownNameOf(language, nameOf(language))}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
        <p id={noteId} className={styles.wizardNote} role="status">
          {canAdd ? (noMatch ? copy.noLanguageMatch : '') : copy.languageCapNote}
        </p>
        <FieldError id={errorId} error={error ?? undefined} />
      </div>
    </div>
  );
};
