import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAssessment } from '@manobal/core';
import { highestAnswers } from '../../fixtures/assessments';
import { LocaleProvider } from '../../web/src/app/locale-context';
import { QUIZ_PAGES } from '../../web/src/features/assessments/quiz-page';
import { renderFlow } from './flows-harness';

const renderHindiQuiz = (id: 'ocd' | 'bulimia') => {
  const Page = QUIZ_PAGES[id];
  return renderFlow(
    getAssessment(id).path,
    <LocaleProvider locale="hi">
      <Page />
    </LocaleProvider>,
  );
};

describe('a screening in Hindi', () => {
  it('asks its question with Hindi options, position and buttons', () => {
    renderHindiQuiz('bulimia');
    expect(screen.getByRole('heading', { level: 1, name: 'बुलीमिया स्क्रीनिंग' })).toBeInTheDocument();
    expect(screen.getByText('24 में से सवाल 1')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'क्या आप अक्सर खाने, खान-पान या अपने शरीर की बनावट के बारे में सोचते रहते हैं?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['नहीं', 'हाँ']);
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeInTheDocument();
  });

  it('refuses Next without an answer in Hindi', async () => {
    const user = userEvent.setup();
    renderHindiQuiz('bulimia');
    await user.click(screen.getByRole('button', { name: 'आगे' }));
    expect(screen.getByRole('alert')).toHaveTextContent('आगे बढ़ने से पहले कृपया एक जवाब चुनें।');
  });

  it('gives a high OCD result in Hindi, saying it is a screening and not a diagnosis', async () => {
    const user = userEvent.setup();
    renderHindiQuiz('ocd');
    for (const [index, answer] of highestAnswers('ocd').entries()) {
      await user.click(screen.getAllByRole('radio')[answer]!);
      if (index < 15) expect(screen.getByText(`16 में से सवाल ${index + 2}`)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'आपका नतीजा:' })).toHaveFocus();
    expect(screen.getByText('OCD का ज़्यादा जोखिम है। किसी विशेषज्ञ से मदद लें।')).toBeInTheDocument();
    expect(screen.getByText('यह सिर्फ़ एक स्क्रीनिंग है, निदान नहीं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुफ़्त परिचय कॉल बुक करें' })).toHaveAttribute('href', '/book-free-session');
    expect(screen.getByRole('button', { name: 'स्क्रीनिंग फिर से करें' })).toBeInTheDocument();
  });
});
