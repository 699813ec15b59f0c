import { lazy, Suspense, useId, useState } from 'react';
import { LEAD_KINDS, type LeadKind } from '@manobal/core';
import { useFormWords } from '../../app/form-words';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { RichText } from '../../content/content-blocks';
import * as styles from './pages.module.css';

// The form, its engine and (on first use) its check load only when a button is chosen.
const LeadForm = lazy(() => import('./lead-form').then((m) => ({ default: m.LeadForm })));

export interface LeadActionsProps {
  audience: 'corporate' | 'school';
  note: string;
  /** The work email typed on the page, carried into the form. */
  email?: string;
}

/** The corporate or student page's buttons: each opens the one short lead form, with its own kind. */
export const LeadActions = ({ audience, note, email }: LeadActionsProps) => {
  const noteId = useId();
  const words = useFormWords();
  const KIND_LABELS = words.optionLabels.leadKinds;
  const [open, setOpen] = useState<LeadKind | null>(null);
  const kinds = LEAD_KINDS.filter((kind) => kind.startsWith(`${audience}-`));
  return (
    <>
      <div className={styles.actionRow}>
        {kinds.map((kind, index) => (
          <Button key={kind} variant={index === 0 ? 'primary' : 'secondary'} aria-describedby={noteId} onClick={() => setOpen(kind)}>
            {KIND_LABELS[kind]}
          </Button>
        ))}
      </div>
      <p id={noteId} className={styles.pageNote}>
        <RichText text={note} />
      </p>
      <Modal open={open !== null} title={open ? KIND_LABELS[open] : ''} onClose={() => setOpen(null)}>
        {open ? (
          <Suspense fallback={<p role="status">{words.formWords.loadingForm}</p>}>
            <LeadForm key={open} kind={open} email={email} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
};
