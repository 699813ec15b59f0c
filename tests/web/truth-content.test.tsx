import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT, ILLUSTRATIVE_TESTIMONIALS, testimonialLabel } from '@manobal/core';
import { SiteFooter } from '../../web/src/app/site-footer';
import { useToast } from '../../web/src/components/toast';
import { ClosingSection } from '../../web/src/features/home/closing-section';
import { ResourcesBlock } from '../../web/src/features/home/resources-block';
import { ChatbotPage } from '../../web/src/features/pages/chatbot-page';
import { ForCorporatesPage } from '../../web/src/features/pages/for-corporates-page';
import { ForStudentsPage } from '../../web/src/features/pages/for-students-page';
import { TeamPage } from '../../web/src/features/pages/team-page';
import { VideosPage } from '../../web/src/features/pages/videos-page';
import { renderPage } from './content-harness';
import { renderWithProviders } from './shell-harness';
import { HOME_CONTENT } from '../../web/src/features/home/home-content-routes';
import { CHATBOT_CONTENT, FOR_CORPORATES_CONTENT, FOR_STUDENTS_CONTENT } from '../../web/src/content/page-content-routes';

// The pages read their English words through the lazy per-language content, loaded here as a route would.
beforeAll(async () => {
  await Promise.all([HOME_CONTENT.load('en'), CHATBOT_CONTENT.load('en'), FOR_CORPORATES_CONTENT.load('en'), FOR_STUDENTS_CONTENT.load('en')]);
});

/*
 * What the site ships says only what is true: its own stories and team are marked illustrative, figures are
 * targets, unbuilt features are plans, and no video, chatbot or social link points at an address nobody owns.
 * (These run without the build's settings, so they show what a deployment without a site content file shows.)
 */

const sectionOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('testimonials', () => {
  it("marks the six shipped stories 'Illustrative stories' above the carousel", () => {
    renderWithProviders(() => <ClosingSection />);
    const closing = screen.getByRole('region', { name: 'Take the first step today' });
    expect(within(closing).getByText('Illustrative stories')).toBeVisible();
    expect(within(closing).getByText(/not quotes from real clients/)).toBeInTheDocument();
    expect(ILLUSTRATIVE_TESTIMONIALS).toHaveLength(6);
    for (const story of ILLUSTRATIVE_TESTIMONIALS) expect(within(closing).getAllByText(testimonialLabel(story)).length).toBeGreaterThan(0);
  });
});

describe('corporate and student figures and features', () => {
  it('calls 21% a target, and the unbuilt 24/7 chat, e-mail check-ins and peer community plans', () => {
    renderPage(ForCorporatesPage, '/for-corporates');
    const impact = sectionOf('Why it matters');
    expect(within(impact).getByText('21%')).toBeInTheDocument();
    expect(within(impact).getByText(/target/)).toBeInTheDocument();
    const offer = sectionOf('What your teams get');
    const planned = sectionOf('Planned, not available yet');
    for (const feature of ['24/7 chat', 'Email check-ins', 'Peer community']) {
      expect(within(offer).queryByRole('heading', { name: feature })).not.toBeInTheDocument();
      expect(within(planned).getByRole('heading', { name: feature })).toBeInTheDocument();
    }
  });

  it("calls 3x, 92%, under 2 weeks and 70%+ the programme's targets, and reflection circles a plan", () => {
    renderPage(ForStudentsPage, '/for-students');
    const results = sectionOf('What we aim for on each campus');
    for (const value of ['3x', '92%', 'Under 2 weeks', '70%+']) expect(within(results).getByText(value)).toBeInTheDocument();
    expect(within(results).getByText(/targets.*not results/)).toBeInTheDocument();
    expect(within(sectionOf('What students get')).queryByText(/reflection circles/i)).not.toBeInTheDocument();
    expect(within(sectionOf('Planned, not available yet')).getByRole('heading', { name: 'Peer-led reflection circles' })).toBeInTheDocument();
    expect(screen.queryByText(/circles begin/)).not.toBeInTheDocument();
  });

  it('gives each student-page button the lead form to open (none does nothing)', () => {
    renderPage(ForStudentsPage, '/for-students');
    for (const name of ['Schedule a Demo', 'Talk to Our Team', 'Schedule a free session']) {
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(/opens a short form/);
    }
  });
});

describe('external links only where there is a real target', () => {
  it('ships no video id, chatbot address or social account', () => {
    expect(DEFAULT_SITE_CONTENT.videos).toEqual([]);
    expect(DEFAULT_SITE_CONTENT.chatbotUrl).toBeNull();
    expect(DEFAULT_SITE_CONTENT.socialLinks).toEqual([]);
  });

  it('says on /videos that the videos are coming, with somewhere to go meanwhile, and links to no YouTube address', () => {
    renderPage(VideosPage, '/videos');
    expect(screen.getByText(/short videos are not published yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read our blogs' })).toHaveAttribute('href', '/blogs');
    const hrefs = screen.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /youtube/.test(href))).toEqual([]);
  });

  it('shows the home resources without a video card when there is no video', () => {
    renderWithProviders(ResourcesBlock);
    const hrefs = screen.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /youtube/.test(href))).toEqual([]);
    expect(screen.queryByText('VIDEO | SHORTS')).not.toBeInTheDocument();
  });

  it('describes the chatbot as planned, with no button to an app that does not exist', () => {
    renderPage(ChatbotPage, '/chatbot');
    expect(screen.getByRole('heading', { level: 1, name: 'A kind listener, in the making' })).toBeInTheDocument();
    expect(screen.getByText(/not available yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the Manobal chatbot' })).not.toBeInTheDocument();
  });

  it('shows no social list in the footer, and never links the placeholder contacts', () => {
    renderWithProviders(SiteFooter);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    const hrefs = within(footer).queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /\.example\b|tel:\+910{10}/.test(href))).toEqual([]);
    expect(within(footer).getByText('+91 00000 00000')).toBeInTheDocument();
    // Not an <a> without href either: a crawler and a screen reader see no link that goes nowhere.
    expect(footer.querySelectorAll('a:not([href])')).toHaveLength(0);
    expect(within(footer).getByText('care@manobal.example').tagName).toBe('SPAN');
  });

  it('marks the shipped team profiles illustrative, with no invented e-mail addresses', () => {
    renderPage(TeamPage, '/team');
    expect(screen.getByText('Illustrative profiles')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Neha Kulkarni', 'Arjun Menon']);
    expect(screen.queryByText(/(neha|arjun)@/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link').filter((link) => /mailto:/.test(link.getAttribute('href') ?? ''))).toEqual([]);
  });
});

describe('one toast store: a success clears the errors still showing', () => {
  const Buttons = () => {
    const toast = useToast();
    return (
      <>
        <button type="button" onClick={() => toast.show('Aadhar Document (Front) was not uploaded: too large', { variant: 'error' })}>
          fail
        </button>
        <button type="button" onClick={() => toast.show('Application submitted', { variant: 'success' })}>
          succeed
        </button>
        <button type="button" onClick={() => toast.clearErrors()}>
          outcome screen
        </button>
      </>
    );
  };

  it('takes an error toast down when a success toast appears', async () => {
    const user = userEvent.setup();
    renderWithProviders(Buttons);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText(/was not uploaded/, {}, { timeout: 4000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'succeed' }));
    expect(await screen.findByText('Application submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/was not uploaded/)).not.toBeInTheDocument());
  });

  it('takes it down when a success screen replaces the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(Buttons);
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText(/was not uploaded/, {}, { timeout: 4000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'outcome screen' }));
    await waitFor(() => expect(screen.queryByText(/was not uploaded/)).not.toBeInTheDocument());
  });
});
