import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import {
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_FIX_ERRORS_TOAST,
  CAREERS_MESSAGES,
  CAREERS_SUBMIT_FALLBACK,
  CALL_MESSAGES,
  type ApiError,
  type ApiOk,
  type UploadableFile,
  formMessageText,
} from '@manobal/core';
import { A_VALID_PAN, aValidAadhaar, anUploadedFileUrl } from '../../fixtures/forms';
import type { SampleFileName } from '../../fixtures/files/sample-files';
import { CareersPage } from '../../web/src/features/careers/careers-page';
import { CAREERS_COPIES } from '../../web/src/features/careers/careers.copy';
import { fakeApi, renderFlow, toastPosition, type FakeApi } from './flows-harness';

const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });
/**
 * One of the real sample files, under a name and type of the test's choosing (a name can lie). Read from the
 * repository root: under jsdom, import.meta.url is not a file URL.
 */
const sampleFile = (sample: SampleFileName, name: string, type: string) =>
  new File([readFileSync(resolve('fixtures/files', sample))], name, { type });
const png = () => file('photo.png', 'image/png');
const pdf = (name = 'doc.pdf') => file(name, 'application/pdf');

/** Each upload succeeds with its own stored-file URL. */
const uploadingApi = (): FakeApi => {
  let n = 0;
  return fakeApi({
    uploadDocument: () => {
      n += 1;
      return okAsync({ msg: CALL_MESSAGES.careersUpload.success, data: { fileUrl: anUploadedFileUrl(`file-${n}`) } });
    },
  });
};

const renderCareers = (api: FakeApi = uploadingApi()) => renderFlow('/careers', <CareersPage />, { api });

const input = (label: RegExp) => screen.getByLabelText(label);

const fillEverything = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(input(/^Full name/), 'Dr. Asha Kulkarni');
  await user.type(input(/^Age/), '35');
  await user.selectOptions(input(/^Gender/), 'female');
  await user.type(input(/^Experience/), '8');
  await user.type(input(/^Bio/), 'Clinical psychologist working with adults.');
  await user.type(input(/^Location/), 'Kothrud, Pune');
  await user.type(input(/^Phone number/), '9876543210');
  await user.type(input(/^Email/), 'asha@example.in');
  await user.selectOptions(input(/^Primary language/), 'Marathi');
  await user.type(input(/^Aadhar number/), aValidAadhaar());
  await user.type(input(/^PAN number/), A_VALID_PAN);
  await user.type(input(/^Education/), 'M.Phil. Clinical Psychology');
  await user.upload(input(/^Photograph/), png());
  await user.upload(input(/^Aadhar Document \(Front\)/), pdf());
  await user.upload(input(/^Aadhar Document \(Back\)/), pdf());
  await user.upload(input(/^PAN Card Document/), pdf());
  await user.upload(input(/^Certification/), pdf('certs.pdf'));
  // Each file's first bytes are read before it goes up; Submit waits, disabled, until every upload is done.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Profile' })).toBeEnabled());
};

describe('careers application', { timeout: 20_000 }, () => {
  it('is titled for the product and carries the tagline', () => {
    renderCareers();
    expect(screen.getByRole('heading', { level: 1, name: 'Careers at Manobal' })).toBeInTheDocument();
    expect(screen.getByText('Care Beyond Clinics. Impact Beyond Boundaries')).toBeInTheDocument();
    for (const section of ['Personal Information', 'Contact Information', 'Language Proficiency', 'Documents & Certifications']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
  });

  it('shows each message under its field, toasts at the top right and focuses the first field', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCareers();
    await user.type(input(/^Full name/), 'Al');
    await user.type(input(/^Age/), '120');
    await user.type(input(/^PAN number/), 'abcde1234');
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    const toast = await screen.findByText(CAREERS_FIX_ERRORS_TOAST);
    expect(toastPosition(toast)).toBe('top-right');
    expect(input(/^Full name/)).toHaveAccessibleDescription(formMessageText('en', CAREERS_MESSAGES.nameTooShort));
    await waitFor(() => expect(input(/^Full name/)).toHaveFocus());
    expect(input(/^Age/)).toHaveAccessibleDescription(formMessageText('en', CAREERS_MESSAGES.ageInvalid));
    expect(input(/^Experience/)).toHaveAccessibleDescription(formMessageText('en', CAREERS_MESSAGES.experienceRequired));
    expect(input(/^Bio/)).toHaveAccessibleDescription(expect.stringContaining(formMessageText('en', CAREERS_MESSAGES.bioRequired)));
    expect(input(/^Location/)).toHaveAccessibleDescription(formMessageText('en', CAREERS_MESSAGES.locationRequired));
    expect(input(/^Phone number/)).toHaveAccessibleDescription(expect.stringContaining(formMessageText('en', CAREERS_MESSAGES.phoneInvalid)));
    expect(input(/^Email/)).toHaveAccessibleDescription(formMessageText('en', CAREERS_MESSAGES.emailInvalid));
    expect(input(/^Primary language/)).toHaveAccessibleDescription(formMessageText('en', CAREERS_MESSAGES.languageRequired));
    expect(input(/^Aadhar number/)).toHaveAccessibleDescription(expect.stringContaining(formMessageText('en', CAREERS_MESSAGES.aadharInvalid)));
    expect(input(/^PAN number/)).toHaveAccessibleDescription(expect.stringContaining(formMessageText('en', CAREERS_MESSAGES.panInvalid)));
    expect(input(/^Education/)).toHaveAccessibleDescription(expect.stringContaining(formMessageText('en', CAREERS_MESSAGES.educationRequired)));
    expect(input(/^Photograph/)).toHaveAccessibleDescription(expect.stringContaining(CAREERS_DOCUMENT_MESSAGES.required('Photograph')));
    expect(api.apply).not.toHaveBeenCalled();
  });

  it('asks for an age of 18 or above', async () => {
    const user = userEvent.setup({ delay: null });
    renderCareers();
    await user.type(input(/^Age/), '17');
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    await waitFor(() => expect(input(/^Age/)).toHaveAccessibleDescription(formMessageText('en', CAREERS_MESSAGES.ageTooLow)));
  });

  it('clears a field message as soon as the field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderCareers();
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText(formMessageText('en', CAREERS_MESSAGES.bioRequired))).toBeInTheDocument();
    await user.type(input(/^Bio/), 'I');
    expect(screen.queryByText(formMessageText('en', CAREERS_MESSAGES.bioRequired))).not.toBeInTheDocument();
    expect(screen.getByText(formMessageText('en', CAREERS_MESSAGES.locationRequired))).toBeInTheDocument();
  });

  it('writes the PAN in capitals while it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderCareers();
    await user.type(input(/^PAN number/), 'abcpk 1234l');
    expect(input(/^PAN number/)).toHaveValue('ABCPK1234L');
  });

  it('keeps the two language lists apart', async () => {
    const user = userEvent.setup({ delay: null });
    renderCareers();
    await user.selectOptions(input(/^Primary language/), 'Hindi');
    expect(within(input(/^Secondary language/)).queryByRole('option', { name: 'Hindi' })).toBeNull();
    expect(within(input(/^Secondary language/)).getByRole('option', { name: 'Tamil' })).toHaveValue('tamil');
    await user.selectOptions(input(/^Secondary language/), 'Tamil');
    expect(within(input(/^Primary language/)).queryByRole('option', { name: 'Tamil' })).toBeNull();
    expect(input(/^Primary language/)).toHaveValue('hindi');
  });

  it('uploads a chosen file at once and shows its progress and then its name', async () => {
    const user = userEvent.setup({ delay: null });
    let report: (percent: number) => void = () => undefined;
    let finish: (answer: ApiOk<{ fileUrl: string }>) => void = () => undefined;
    const api = fakeApi({
      uploadDocument: (_file: UploadableFile, onProgress?: (percent: number) => void) => {
        report = onProgress ?? report;
        return ResultAsync.fromSafePromise(new Promise<ApiOk<{ fileUrl: string }>>((resolve) => (finish = resolve)));
      },
    });
    renderCareers(api);
    await user.upload(input(/^Photograph/), png());
    expect(api.uploadDocument).toHaveBeenCalledTimes(1);
    expect(api.uploadDocument.mock.calls[0]![0]).toMatchObject({ name: 'photo.png', type: 'image/png', size: 2048 });
    report(40);
    expect(await screen.findByText('Uploading... 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Photograph upload progress' })).toHaveAttribute('value', '40');
    finish({ msg: 'Uploaded', data: { fileUrl: anUploadedFileUrl('photo-1') } });
    expect(await screen.findByText('Uploaded: photo.png')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file of the wrong type before uploading it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { api } = renderCareers();
    const photo = input(/^Photograph/) as HTMLInputElement;
    await user.upload(photo, pdf('photo.pdf'));
    const toast = await screen.findByText(CAREERS_DOCUMENT_MESSAGES.wrongType.images('Photograph'));
    expect(toastPosition(toast)).toBe('top-right');
    expect(api.uploadDocument).not.toHaveBeenCalled();
    expect(photo.value).toBe('');
  });

  it('refuses a PDF named .png as the photograph on choosing it, under the field, and drops the earlier photo', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCareers();
    const photo = input(/^Photograph/) as HTMLInputElement;
    await user.upload(photo, sampleFile('sample.jpg', 'photo.jpg', 'image/jpeg'));
    expect(await screen.findByText('Uploaded: photo.jpg')).toBeInTheDocument();

    await user.upload(photo, sampleFile('sample.pdf', 'scan.png', 'image/png'));
    const message = CAREERS_DOCUMENT_MESSAGES.wrongType.images('Photograph');
    await waitFor(() => expect(photo).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(api.uploadDocument).toHaveBeenCalledTimes(1);
    expect(photo.value).toBe('');
    expect(screen.queryByText('Uploaded: photo.jpg')).not.toBeInTheDocument();
  });

  it('uploads a photograph whose content is an image even when its name says another image type', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCareers();
    await user.upload(input(/^Photograph/), sampleFile('sample.jpg', 'photo.png', 'image/png'));
    expect(await screen.findByText('Uploaded: photo.png')).toBeInTheDocument();
    expect(api.uploadDocument).toHaveBeenCalledTimes(1);
  });

  it('leaves content of no known kind to the server, which names its own reason', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCareers();
    await user.upload(input(/^Aadhar Document \(Front\)/), sampleFile('fake.pdf', 'front.pdf', 'application/pdf'));
    await waitFor(() => expect(api.uploadDocument).toHaveBeenCalledTimes(1));
  });

  it('refuses a file over 10 MB', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCareers();
    await user.upload(input(/^Certification/), file('certs.pdf', 'application/pdf', 10_485_761));
    expect(await screen.findByText(CAREERS_DOCUMENT_MESSAGES.tooLarge('Certification'))).toBeInTheDocument();
    expect(api.uploadDocument).not.toHaveBeenCalled();
  });

  it("discards a refused file, saying the server's reason in a toast and under the field", async () => {
    const user = userEvent.setup({ delay: null });
    const reason = CAREERS_DOCUMENT_MESSAGES.contentRefused.encrypted;
    renderCareers(fakeApi({ uploadDocument: () => errAsync<ApiOk<{ fileUrl: string }>, ApiError>({ kind: 'http', status: 415, message: reason, serverMsg: reason }) }));
    const front = input(/^Aadhar Document \(Front\)/) as HTMLInputElement;
    await user.upload(front, pdf());
    expect(await screen.findByText(CAREERS_COPIES.en.uploadRefusedToast('Aadhar Document (Front)', reason))).toBeInTheDocument();
    expect(front).toHaveAccessibleDescription(expect.stringContaining(reason));
    expect(screen.queryByText(CAREERS_DOCUMENT_MESSAGES.uploadFailedField)).not.toBeInTheDocument();
    expect(front.value).toBe('');
  });

  it('submits the application, leaving out a licence link once its box is unticked', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCareers();
    await fillEverything(user);
    await user.click(screen.getByRole('checkbox', { name: 'I hold an RCI licence' }));
    await user.upload(input(/^RCI License/), pdf('rci.pdf'));
    expect(await screen.findByText('Uploaded: rci.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I hold an RCI licence' }));
    await user.click(screen.getByRole('checkbox', { name: 'I hold an RCI licence' }));
    expect(screen.queryByText('Uploaded: rci.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I hold an RCI licence' }));

    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thank You for Applying!' })).toHaveFocus());
    expect(screen.getByText('We will answer you within two working days (Monday to Saturday).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const payload = api.apply.mock.calls[0]![0];
    expect(payload).toMatchObject({
      full_name: 'Dr. Asha Kulkarni',
      age: 35,
      language1: 'marathi',
      language2: 'NA',
      pan_card_number: A_VALID_PAN,
      has_rci: false,
      photograph_link: anUploadedFileUrl('file-1'),
    });
    expect(payload).not.toHaveProperty('rci_document_link');
  });

  it('asks for the RCI document while RCI is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderCareers();
    await fillEverything(user);
    await user.click(screen.getByRole('checkbox', { name: 'I hold an RCI licence' }));
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText(formMessageText('en', CAREERS_MESSAGES.rciDocumentRequired))).toBeInTheDocument();
    await waitFor(() => expect(input(/^RCI License/)).toHaveFocus());
    expect(api.apply).not.toHaveBeenCalled();
  });

  it('shows the server message when the application is refused, and the fallback when it cannot be sent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = uploadingApi();
    api.apply.mockReturnValueOnce(errAsync({ kind: 'http', status: 409, message: 'Already applied', serverMsg: 'Already applied' }));
    api.apply.mockReturnValueOnce(errAsync({ kind: 'network', message: CALL_MESSAGES.careersApply.network }));
    renderCareers(api);
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    const refused = await screen.findByText('Already applied');
    expect(toastPosition(refused)).toBe('top-right');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Profile' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    expect(await screen.findByText(CAREERS_SUBMIT_FALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Thank You for Applying!' })).not.toBeInTheDocument();
  });

  it('never logs the Aadhaar or PAN number', async () => {
    const logged: unknown[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation((...args) => void logged.push(...args));
    const user = userEvent.setup({ delay: null });
    renderCareers();
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Submit Profile' }));
    await screen.findByRole('heading', { name: 'Thank You for Applying!' });
    const text = JSON.stringify(logged.map(String));
    expect(text).not.toContain(aValidAadhaar());
    expect(text).not.toContain(A_VALID_PAN);
  });
});
