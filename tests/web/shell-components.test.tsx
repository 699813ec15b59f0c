import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../web/src/components/accordion';
import { Modal } from '../../web/src/components/modal';

const QUESTIONS = [
  { id: 'cost', question: 'How much does a session cost?', answer: <p>The first session is free.</p> },
  { id: 'language', question: 'Can I talk in Hindi?', answer: <p>Yes, and in many other languages.</p> },
  { id: 'privacy', question: 'Is it private?', answer: <p>Yes. What you share stays between you and your therapist.</p> },
];

describe('Accordion', () => {
  it('opens one answer at a time and closes the open one when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={QUESTIONS} />);
    const cost = screen.getByRole('button', { name: 'How much does a session cost?' });
    const language = screen.getByRole('button', { name: 'Can I talk in Hindi?' });
    expect(screen.queryByText('The first session is free.')).not.toBeVisible();

    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The first session is free.')).toBeVisible();

    await user.click(language);
    expect(language).toHaveAttribute('aria-expanded', 'true');
    expect(cost).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The first session is free.')).not.toBeVisible();

    await user.click(language);
    expect(language).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, and in many other languages.')).not.toBeVisible();
  });

  it('ties each button to its answer region', async () => {
    const user = userEvent.setup();
    render(<Accordion items={QUESTIONS} headingLevel={2} />);
    const privacy = screen.getByRole('button', { name: 'Is it private?' });
    await user.click(privacy);
    const region = screen.getByRole('region', { name: 'Is it private?' });
    expect(privacy).toHaveAttribute('aria-controls', region.id);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});

const ModalHost = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read More
      </button>
      <Modal open={open} title="Inattentive type" onClose={() => setOpen(false)}>
        <p>Trouble keeping attention on tasks.</p>
        <a href="/book-free-session">Book a Session</a>
      </Modal>
    </>
  );
};

describe('Modal', () => {
  it('opens a labelled dialog with focus inside and keeps Tab within it', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));

    const dialog = screen.getByRole('dialog', { name: 'Inattentive type' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    const book = screen.getByRole('link', { name: 'Book a Session' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(book).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(book).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    const opener = screen.getByRole('button', { name: 'Read More' });
    await user.click(opener);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its X button', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
