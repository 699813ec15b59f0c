import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptAttributeFor,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_DOCUMENTS,
  checkDocumentFile,
  createPdfScanner,
  createWebContentScanner,
  detectFileKind,
  documentAcceptsKind,
  isUnsafeEntryName,
  judgeArchiveListing,
  judgeWordPackage,
  LIMITS,
  UPLOAD_CONTENT_REASONS,
  UPLOADABLE_FILE_KINDS,
  WORD_ARCHIVE_LIMITS,
  type ArchiveEntryClaim,
  type BoundedInflate,
  type CareersDocumentKey,
} from '@manobal/core';
import { fixtureFile, SAMPLE_FILES, type SampleFileName } from '../../fixtures/forms';
import {
  aPdfHtmlPolyglot,
  aPdfThatLaunchesAProgram,
  aPdfWithAnAttachedFile,
  aPdfWithHiddenJavaScript,
  aPdfWithJavaScript,
  aWordStylePdf,
  pseudoRandomBytes,
  WORD_MAIN_TYPE,
} from '../../fixtures/files/upload-samples';

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

/** Feeds bytes in chunks of `size`, so that markers fall across chunk boundaries. */
const inChunks = (data: Uint8Array, size: number): Uint8Array[] => {
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < data.length; at += size) chunks.push(data.subarray(at, at + size));
  return chunks;
};
const text = (value: string) => new Uint8Array(Buffer.from(value, 'latin1'));

describe('finding web page code in a file', () => {
  const hasWebContent = (data: Uint8Array, chunkSize = 4096) => {
    const scanner = createWebContentScanner();
    for (const chunk of inChunks(data, chunkSize)) if (scanner.push(chunk)) return true;
    return scanner.end();
  };

  it.each(['<script>', '<SCRIPT src=x>', '<!DOCTYPE html>', '<html>', '<Body onload=x>', '<iframe src=x>', '<svg/onload=x>', '<object data=x>', '<embed src=x>', 'JavaScript:alert(1)'])(
    'finds %s anywhere in the file, in any case',
    (marker) => {
      const data = new Uint8Array([...pseudoRandomBytes(5000), ...text(marker), ...pseudoRandomBytes(5000, 9)]);
      expect(hasWebContent(data)).toBe(true);
    },
  );

  it('finds a marker split across two chunks, whatever the split', () => {
    const data = text('xxxxxxx<script>xxxxxx');
    for (let size = 1; size < data.length; size += 1) expect(hasWebContent(data, size), `chunks of ${size}`).toBe(true);
  });

  it('finds a tag at the very end of the file', () => {
    expect(hasWebContent(text('%PDF-1.4 <html'))).toBe(true);
  });

  it('does not take words that begin like a tag for one', () => {
    expect(hasWebContent(text('<scripted> <htmlx> <svgz> <bodyguard>'))).toBe(false);
  });

  it('ignores the short tags that random compressed bytes would match', () => {
    expect(hasWebContent(text('<a href=x> <p> <b> <br> <h1> <!-- -->'))).toBe(false);
  });

  it('finds nothing in 4 MB of compressed-looking data or in the sample files', () => {
    expect(hasWebContent(pseudoRandomBytes(4 * 1024 * 1024))).toBe(false);
    for (const name of ['sample.png', 'sample.jpg', 'sample.pdf', 'sample.docx'] as const) {
      expect(hasWebContent(new Uint8Array(readFileSync(fixtureFile(name)))), name).toBe(false);
    }
  });
});

describe('finding active content in a PDF', () => {
  const inflate: BoundedInflate = (data, maxBytes) => {
    try {
      return new Uint8Array(inflateSync(data, { maxOutputLength: maxBytes }));
    } catch {
      return null;
    }
  };
  const verdictOf = (data: Uint8Array, chunkSize = 1024) => {
    const scanner = createPdfScanner(inflate);
    for (const chunk of inChunks(data, chunkSize)) if (scanner.push(chunk) !== 'clean') break;
    return scanner.end();
  };

  it('lets a PDF as Word writes it through: object streams, /OpenAction to a page, links, fonts', () => {
    expect(verdictOf(aWordStylePdf())).toBe('clean');
    expect(verdictOf(new Uint8Array(readFileSync(fixtureFile('sample.pdf'))))).toBe('clean');
  });

  it.each([
    ['a JavaScript action', aPdfWithJavaScript],
    ['a program launch', aPdfThatLaunchesAProgram],
    ['an attached file', aPdfWithAnAttachedFile],
    ['JavaScript spelled with # escapes inside a compressed object stream', aPdfWithHiddenJavaScript],
  ])('refuses %s', (_what, make) => {
    expect(verdictOf(make())).toBe('active-content');
  });

  it('reads names across chunk boundaries, whatever the split', () => {
    const data = aPdfWithJavaScript();
    for (const size of [1, 2, 3, 5, 7, 64]) expect(verdictOf(data, size), `chunks of ${size}`).toBe('active-content');
  });

  it('does not take a longer name for an active one', () => {
    expect(verdictOf(text('%PDF-1.7\n1 0 obj << /JSX 1 /JavaScripts 2 /Launcher 3 >> endobj'))).toBe('clean');
  });

  it('reads on after a name that merely ends in "stream"', () => {
    expect(verdictOf(text('%PDF-1.7\n1 0 obj << /Upstream\n/JS (x) >> endobj'))).toBe('active-content');
  });

  it('calls an object stream it cannot decode uninspectable', () => {
    const data = text('%PDF-1.7\n1 0 obj << /Type /ObjStm /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream endobj');
    expect(verdictOf(data)).toBe('uninspectable');
  });

  it('is not fooled by web page code, which the other scanner finds', () => {
    expect(verdictOf(aPdfHtmlPolyglot())).toBe('clean');
  });
});

describe('judging a Word archive', () => {
  const part = (name: string, uncompressedSize = 1000, compressedSize = 400): ArchiveEntryClaim => ({ name, uncompressedSize, compressedSize, encrypted: false });
  const wordParts = [part('[Content_Types].xml'), part('_rels/.rels'), part('word/document.xml'), part('word/_rels/document.xml.rels')];
  const MIB = 1024 * 1024;

  it('accepts an ordinary document', () => {
    expect(judgeArchiveListing(wordParts)).toBeNull();
  });

  it('refuses more entries than a document has', () => {
    const many = Array.from({ length: WORD_ARCHIVE_LIMITS.maxEntries + 1 }, (_, i) => part(`word/media/image${i}.png`));
    expect(judgeArchiveListing(many)).toBe('expands-too-far');
  });

  it('refuses a large part that claims to expand more than 100 to 1, and allows it for a small one', () => {
    expect(judgeArchiveListing([...wordParts, part('word/media/big.png', 2 * MIB, 2 * MIB / 101)])).toBe('expands-too-far');
    expect(judgeArchiveListing([...wordParts, part('word/media/big.png', 2 * MIB, 2 * MIB / 50)])).toBeNull();
    expect(judgeArchiveListing([...wordParts, part('word/styles.xml', 500 * 1024, 1000)])).toBeNull();
  });

  it('refuses parts that together unpack past 50 MB', () => {
    const parts = Array.from({ length: 30 }, (_, i) => part(`word/media/image${i}.png`, 2 * MIB, 2 * MIB));
    expect(judgeArchiveListing([...wordParts, ...parts])).toBe('expands-too-far');
  });

  it('refuses encrypted parts and macro parts', () => {
    expect(judgeArchiveListing([...wordParts, { ...part('word/x.xml'), encrypted: true }])).toBe('encrypted');
    expect(judgeArchiveListing([...wordParts, part('word/vbaProject.bin')])).toBe('macros');
    expect(judgeArchiveListing([...wordParts, part('word/activeX/activeX1.xml')])).toBe('macros');
  });

  it.each(['../evil', 'word/../../evil', '/etc/passwd', 'C:/Windows/x', 'word\\..\\x', ''])('calls the entry name %j unsafe', (name) => {
    expect(isUnsafeEntryName(name)).toBe(true);
    expect(judgeArchiveListing([...wordParts, part(name)])).toBe('unsafe-entry-names');
  });

  it('allows names with dots that do not climb', () => {
    expect(isUnsafeEntryName('word/media/image..1.png')).toBe(false);
    expect(isUnsafeEntryName('[Content_Types].xml')).toBe(false);
  });

  const types = (override: string) =>
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>${override}</Types>`;
  const main = `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN_TYPE}"/>`;
  const names = ['[Content_Types].xml', 'word/document.xml'];
  const rel = (type: string, extra = '') => `<Relationships><Relationship Id="rId1" Type="${type}" Target="x"${extra}/></Relationships>`;

  it('accepts a package that names its Word main document, with hyperlinks to the web', () => {
    const hyperlink = rel('http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink', ' TargetMode="External"');
    expect(judgeWordPackage({ names, contentTypes: types(main), relationships: [hyperlink] })).toBeNull();
  });

  it('refuses a package without a Word main document, or whose main part is missing', () => {
    expect(judgeWordPackage({ names, contentTypes: null, relationships: [] })).toBe('not-a-word-document');
    expect(judgeWordPackage({ names, contentTypes: types(''), relationships: [] })).toBe('not-a-word-document');
    expect(judgeWordPackage({ names: ['[Content_Types].xml'], contentTypes: types(main), relationships: [] })).toBe('not-a-word-document');
    const spreadsheet = main.replace(WORD_MAIN_TYPE, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml');
    expect(judgeWordPackage({ names, contentTypes: types(spreadsheet), relationships: [] })).toBe('not-a-word-document');
  });

  it('refuses macro-enabled content types, macro relationships and remote templates', () => {
    const docm = main.replace(WORD_MAIN_TYPE, 'application/vnd.ms-word.document.macroEnabled.main+xml');
    expect(judgeWordPackage({ names, contentTypes: types(docm), relationships: [] })).toBe('macros');
    const vba = '<Override PartName="/word/a.bin" ContentType="application/vnd.ms-office.vbaProject"/>';
    expect(judgeWordPackage({ names, contentTypes: types(main + vba), relationships: [] })).toBe('macros');
    const vbaRel = rel('http://schemas.microsoft.com/office/2006/relationships/vbaProject');
    expect(judgeWordPackage({ names, contentTypes: types(main), relationships: [vbaRel] })).toBe('macros');
    const template = rel('http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate', " TargetMode='External'");
    expect(judgeWordPackage({ names, contentTypes: types(main), relationships: [template] })).toBe('macros');
  });

  it('has a calm message for every reason', () => {
    for (const reason of UPLOAD_CONTENT_REASONS) expect(CAREERS_DOCUMENT_MESSAGES.contentRefused[reason]).toMatch(/^This (file|PDF|document) .*\.$/);
    expect(CAREERS_DOCUMENT_MESSAGES.contentRefused.macros).toBe(
      'This document contains macros or other active content. Please save it as a plain .docx or PDF and try again.',
    );
  });
});
