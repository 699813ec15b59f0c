import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  acceptAttributeFor,
  CAREERS_DOCUMENTS,
  checkDocumentFile,
  detectFileKind,
  documentAcceptsKind,
  LIMITS,
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
    expect(acceptAttributeFor('certification')).toBe('.pdf,.docx');
    expect(acceptAttributeFor('panCardDocument')).toBe('.jpg,.jpeg,.png,.pdf');
  });

  it('lets the upload endpoint take exactly the kinds some document accepts', () => {
    expect([...UPLOADABLE_FILE_KINDS].sort()).toEqual(['docx', 'jpeg', 'pdf', 'png']);
    expect(documentAcceptsKind('photograph', 'pdf')).toBe(false);
    expect(documentAcceptsKind('rci', 'docx')).toBe(true);
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
    ['certification', 'all-certificates.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['rci', 'rci.pdf', 'application/octet-stream'],
    ['iso', 'iso.pdf', 'application/pdf'],
  ])('accepts %s file %s', (key, name, type) => {
    expect(checkDocumentFile(file(name, type), key).isOk()).toBe(true);
  });

  it.each<[CareersDocumentKey, string, string]>([
    ['photograph', 'me.pdf', 'Please upload only JPG, JPEG or PNG files (up to 10MB) for Photograph'],
    ['photograph', 'me.gif', 'Please upload only JPG, JPEG or PNG files (up to 10MB) for Photograph'],
    ['certification', 'cert.jpg', 'Please upload only PDF or DOCX files (up to 10MB) for Certification'],
    ['rci', 'rci.doc', 'Please upload only PDF or DOCX files (up to 10MB) for RCI License'],
    ['iso', 'iso', 'Please upload only PDF or DOCX files (up to 10MB) for ISO Certification'],
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

  it('recognises a Word document from its first few hundred bytes alone', () => {
    expect(detectFileKind(bytesOf('sample.docx').subarray(0, 300))).toBe('docx');
  });

  it('does not take a spreadsheet or a plain zip for a Word document', () => {
    const zipWith = (names: string[]) => {
      const parts: number[] = [];
      for (const name of names) {
        const nameBytes = [...name].map((c) => c.charCodeAt(0));
        const header = new Array<number>(30).fill(0);
        header.splice(0, 4, 0x50, 0x4b, 0x03, 0x04);
        header[26] = nameBytes.length;
        parts.push(...header, ...nameBytes);
      }
      return new Uint8Array(parts);
    };
    expect(detectFileKind(zipWith(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml']))).toBeNull();
    expect(detectFileKind(zipWith(['notes.txt', 'photo.jpg']))).toBeNull();
    expect(detectFileKind(zipWith(['[Content_Types].xml', 'word/document.xml']))).toBe('docx');
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
