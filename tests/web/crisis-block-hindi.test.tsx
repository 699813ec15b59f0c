import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../web/src/app/locale-context';
import { CrisisBlock } from '../../web/src/components/crisis-block';

describe('the crisis block', () => {
  it('names the helplines and when they answer in Hindi on a Hindi page, with the same numbers to tap', () => {
    render(
      <LocaleProvider locale="hi">
        <CrisisBlock />
      </LocaleProvider>,
    );
    const block = screen.getByRole('region', { name: 'अगर आप संकट में हैं, तो इनसे बात करें:' });
    expect(within(block).getByText('राष्ट्रीय इमरजेंसी नंबर')).toBeTruthy();
    expect(within(block).getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
    expect(within(block).getByRole('link', { name: '14416' }).getAttribute('href')).toBe('tel:14416');
    expect(within(block).getAllByText(/24x7, मुफ़्त/)).toHaveLength(2);
    expect(block.textContent).not.toMatch(/National Emergency Number|free counselling|If you are in crisis/);
  });

  it('stays in English on an English page', () => {
    render(<CrisisBlock />);
    expect(screen.getByRole('region', { name: 'If you are in crisis, please reach out to:' })).toBeTruthy();
    expect(screen.getByText('National Emergency Number')).toBeTruthy();
  });
});
