import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  acceptAttributeFor,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_DOCUMENTS,
  checkDocumentFile,
  detectFileKind,
  documentAcceptsKind,
  DOCUMENT_REBUILD_POLICY,
  judgeImageSize,
  judgePdfFacts,
  LIMITS,
  UPLOAD_CONTENT_REASONS,
  UPLOADABLE_FILE_KINDS,
  type CareersDocumentKey,
} from '@manobal/core';
import { fixtureFile, SAMPLE_FILES, type SampleFileName } from '../../fixtures/forms';
const file = (name: string, type = '', size = 2048) => ({ name, size, type });
const messageOf = (result: ReturnType<typeof checkDocumentFile>) => result.match(() => null, (e) => e.message);

describe('careers documents as data', () => {
  it('lists the seven documents with the spec labels', () => {
    expect(CAREERS_DOCUMENTS.map((d) => d.label)).toEqual([
      'Photograph',
      'Aadhar Document (Front)',
      'Aadhar Document (Back)',
      'PAN Card Document',
      'Certification',
      'RCI License',
      'ISO Certification',
    ]);
  });

  it('requires the photograph, both Aadhaar sides, the PAN document and the certification only', () => {
    expect(CAREERS_DOCUMENTS.filter((d) => d.required).map((d) => d.key)).toEqual([
      'photograph',
      'aadharDocumentFront',
      'aadharDocumentBack',
      'panCardDocument',
      'certification',
    ]);
  });

  it('offers the matching extensions in the file picker', () => {
    expect(acceptAttributeFor('photograph')).toBe('.jpg,.jpeg,.png');
    expect(acceptAttributeFor('certification')).toBe('.pdf');
    expect(acceptAttributeFor('panCardDocument')).toBe('.jpg,.jpeg,.png,.pdf');
  });

  it('lets the upload endpoint take exactly the kinds some document accepts', () => {
    expect([...UPLOADABLE_FILE_KINDS].sort()).toEqual(['jpeg', 'pdf', 'png']);
    expect(documentAcceptsKind('photograph', 'pdf')).toBe(false);
    expect(documentAcceptsKind('rci', 'pdf')).toBe(true);
    expect(documentAcceptsKind('rci', 'jpeg')).toBe(false);
  });
});

describe('checking a chosen file before upload', () => {
  it.each<[CareersDocumentKey, string, string]>([
    ['photograph', 'me.PNG', 'image/png'],
    ['photograph', 'me.jpeg', 'image/jpeg'],
    ['photograph', 'me.jpg', ''],
    ['aadharDocumentFront', 'front.pdf', 'application/pdf'],
    ['aadharDocumentBack', 'back.jpg', 'image/jpeg'],
    ['panCardDocument', 'pan.png', 'image/png'],
    ['certification', 'all-certificates.pdf', 'application/pdf'],
    ['rci', 'rci.pdf', 'application/octet-stream'],
    ['iso', 'iso.pdf', 'application/pdf'],
  ])('accepts %s file %s', (key, name, type) => {
    expect(checkDocumentFile(file(name, type), key).isOk()).toBe(true);
  });

  it.each<[CareersDocumentKey, string, string]>([
    ['photograph', 'me.pdf', 'Please upload only JPG, JPEG or PNG files (up to 10MB) for Photograph'],
    ['photograph', 'me.gif', 'Please upload only JPG, JPEG or PNG files (up to 10MB) for Photograph'],
    ['certification', 'cert.jpg', 'Please upload only PDF files (up to 10MB) for Certification'],
    ['certification', 'cv.docx', 'Please upload only PDF files (up to 10MB) for Certification'],
    ['rci', 'rci.doc', 'Please upload only PDF files (up to 10MB) for RCI License'],
    ['iso', 'iso', 'Please upload only PDF files (up to 10MB) for ISO Certification'],
    ['aadharDocumentFront', 'front.docx', 'Please upload only JPG, JPEG, PNG or PDF files (up to 10MB) for Aadhar Document (Front)'],
    ['aadharDocumentBack', 'back.exe', 'Please upload only JPG, JPEG, PNG or PDF files (up to 10MB) for Aadhar Document (Back)'],
    ['panCardDocument', 'pan.heic', 'Please upload only JPG, JPEG, PNG or PDF files (up to 10MB) for PAN Card Document'],
  ])('refuses for %s the file %s with the spec toast', (key, name, message) => {
    expect(messageOf(checkDocumentFile(file(name), key))).toBe(message);
  });

  it('refuses a file whose reported type names another kind than its extension', () => {
    expect(messageOf(checkDocumentFile(file('photo.jpg', 'application/pdf'), 'photograph'))).toBe(
      'Please upload only JPG, JPEG or PNG files (up to 10MB) for Photograph',
    );
  });

  it('accepts a file of exactly 10 MB and refuses one byte more', () => {
    expect(checkDocumentFile(file('cert.pdf', 'application/pdf', LIMITS.uploadMaxBytes), 'certification').isOk()).toBe(true);
    expect(messageOf(checkDocumentFile(file('cert.pdf', 'application/pdf', LIMITS.uploadMaxBytes + 1), 'certification'))).toBe(
      'Certification size should not exceed 10MB',
    );
  });

  it('reports the type before the size', () => {
    expect(checkDocumentFile(file('huge.gif', '', LIMITS.uploadMaxBytes * 2), 'photograph')._unsafeUnwrapErr().reason).toBe('type');
  });

  it('refuses an empty file', () => {
    expect(checkDocumentFile(file('cert.pdf', 'application/pdf', 0), 'certification')._unsafeUnwrapErr().reason).toBe('empty');
  });
});

describe('detecting a file kind from its content', () => {
  const bytesOf = (name: SampleFileName) => new Uint8Array(readFileSync(fixtureFile(name)));

  it.each(Object.entries(SAMPLE_FILES) as [SampleFileName, (typeof SAMPLE_FILES)[SampleFileName]][])(
    'reads %s as %s',
    (name, { kind }) => {
      expect(detectFileKind(bytesOf(name))).toBe(kind);
    },
  );

  it('refuses an executable renamed .pdf', () => {
    expect(detectFileKind(bytesOf('fake.pdf'))).toBeNull();
  });

  it('takes a Word document for no accepted kind', () => {
    expect(detectFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBeNull();
  });

  it('returns null for empty or short input', () => {
    expect(detectFileKind(new Uint8Array())).toBeNull();
    expect(detectFileKind(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });

  it('keeps every sample file under 10 KB', () => {
    for (const name of Object.keys(SAMPLE_FILES) as SampleFileName[]) {
      expect(bytesOf(name).length, name).toBeLessThan(10 * 1024);
    }
  });
});

describe('what may be rebuilt', () => {
  it('draws a PDF of one to the page limit, and refuses a longer one before drawing any page', () => {
    expect(judgePdfFacts({ pages: 1, needsPassword: false })).toBeNull();
    expect(judgePdfFacts({ pages: DOCUMENT_REBUILD_POLICY.maxPdfPages, needsPassword: false })).toBeNull();
    expect(judgePdfFacts({ pages: DOCUMENT_REBUILD_POLICY.maxPdfPages + 1, needsPassword: false })).toBe('too-many-pages');
  });

  it('refuses a PDF that needs a password to open, and one with no pages', () => {
    expect(judgePdfFacts({ pages: 3, needsPassword: true })).toBe('encrypted');
    expect(judgePdfFacts({ pages: 0, needsPassword: false })).toBe('unreadable');
  });

  it('re-encodes a photo up to the pixel limit and refuses a larger or sizeless one', () => {
    expect(judgeImageSize({ width: 4000, height: 3000 })).toBeNull();
    expect(judgeImageSize({ width: 8000, height: 5000 })).toBeNull();
    expect(judgeImageSize({ width: 8001, height: 5000 })).toBe('too-many-pixels');
    expect(judgeImageSize({ width: 0, height: 10 })).toBe('unreadable');
  });

  it('has a calm message for every reason that names the limit it quotes', () => {
    for (const reason of UPLOAD_CONTENT_REASONS) expect(CAREERS_DOCUMENT_MESSAGES.contentRefused[reason]).toMatch(/^This (file|PDF|image) .*\.$/);
    expect(CAREERS_DOCUMENT_MESSAGES.contentRefused['too-many-pages']).toContain(`more than ${DOCUMENT_REBUILD_POLICY.maxPdfPages} pages`);
  });
});
