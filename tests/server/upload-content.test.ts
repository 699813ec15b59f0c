import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES, CAREERS_DOCUMENT_MESSAGES, DOCUMENT_REBUILD_POLICY, ENDPOINTS, type UploadContentReason } from '@manobal/core';
import { fixtureFile } from '../../fixtures/forms';
import {
  aJpegWithSvg,
  aLargePng,
  aMacroEnabledDocumentRenamed,
  aPdfHtmlPolyglot,
  aPdfThatLaunchesAProgram,
  aPdfWithAnAttachedFile,
  aPdfWithHiddenJavaScript,
  aPdfWithJavaScript,
  aPdfWithJavaScriptAfterStreamInComment,
  aPdfWithJavaScriptAfterStreamInString,
  aPdfWithJavaScriptInPredictedObjectStream,
  aPlainZip,
  aPngWithScript,
  aWordDocument,
  aWordDocumentClaimingTooMuch,
  aWordDocumentWithAltChunk,
  aWordDocumentWithAngleInAttribute,
  aWordDocumentWithDdeAuto,
  aWordDocumentWithEncodedExternalTarget,
  aWordDocumentWithHiddenMacros,
  aWordDocumentWithLyingSizes,
  aWordDocumentWithMacros,
  aWordDocumentWithNestedZipBomb,
  aWordDocumentWithOleObject,
  aWordDocumentWithRemoteTemplate,
  aWordDocumentWithTraversal,
  aWordStylePdf,
  aZipBombNamedDocx,
  aZipThatLooksLikeWord,
  anEncryptedWordDocument,
  buildPdf,
  pdfStream,
} from '../../fixtures/files/upload-samples';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { activePdfContent, jpegSegmentMarkers, meanDifference, pngChunkTypes, renderFirstPage } from './support/rebuilt-files';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const UPLOAD = ENDPOINTS.careersUpload.path;

/** A PDF of `pages` pages, each saying its number. */
const aPdfOfPages = (pages: number): Buffer => {
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  const bodies: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  for (let i = 0; i < pages; i += 1) {
    bodies.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    bodies.push(pdfStream('', Buffer.from(`BT /F1 24 Tf 72 760 Td (Page ${i + 1}) Tj ET`, 'latin1')).toString('latin1'));
  }
  return buildPdf(bodies);
};

describeEachEngine('uploaded documents are rebuilt, never kept as sent', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  /** Everything in the upload folder: kept files and any pending `.part` file. */
  const uploadFolder = async () => (await readdir(server.config.uploadDir)).sort();

  const upload = async (content: Uint8Array, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return server.postRaw(UPLOAD, form);
  };

  /** Uploads a file that must be taken, and returns the bytes the server keeps (and would serve staff). */
  const keptAfterUpload = async (content: Uint8Array, fileName: string): Promise<Buffer> => {
    const before = await uploadFolder();
    const response = await upload(content, fileName);
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({ success: true, msg: CALL_MESSAGES.careersUpload.success });
    const after = await uploadFolder();
    const added = after.filter((name) => !before.includes(name));
    // One new file, nothing pending: the upload itself is gone and only the rebuilt file stays.
    expect(added).toHaveLength(1);
    expect(after.some((name) => name.endsWith('.part'))).toBe(false);
    const url = (response.json as { data: { file_url: string } }).data.file_url;
    expect(url.endsWith(`/${added[0]!}`)).toBe(true);
    return readFile(join(server.config.uploadDir, added[0]!));
  };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe('a real document comes back as a plain file that reads the same', () => {
    it('rebuilds the sample certificate as a PDF of its page pictures, which draws like the original', async () => {
      const original = await readFile(fixtureFile('sample.pdf'));
      const kept = await keptAfterUpload(original, 'cert.pdf');
      expect(kept.equals(original)).toBe(false);
      expect(kept.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await activePdfContent(kept)).toEqual([]);
      const [before, after] = await Promise.all([renderFirstPage(original, 72), renderFirstPage(kept, 72)]);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      expect(meanDifference(before, after)).toBeLessThan(2);
    });

    it('keeps every page of a PDF as Word saves it (links and an opening action dropped)', async () => {
      const kept = await keptAfterUpload(aWordStylePdf(), 'cv.pdf');
      expect(await activePdfContent(kept)).toEqual([]);
      expect(meanDifference(await renderFirstPage(aWordStylePdf(), 72), await renderFirstPage(kept, 72))).toBeLessThan(2);
    });

    it(`keeps a PDF of ${DOCUMENT_REBUILD_POLICY.maxPdfPages} pages, every one of them`, async () => {
      const kept = await keptAfterUpload(aPdfOfPages(DOCUMENT_REBUILD_POLICY.maxPdfPages), 'all-certificates.pdf');
      expect(kept.toString('latin1')).toContain(`/Count ${DOCUMENT_REBUILD_POLICY.maxPdfPages}`);
    });

    it.each<[string, () => Promise<Buffer> | Buffer, string, 'png' | 'jpeg']>([
      ['the sample PNG', () => readFile(fixtureFile('sample.png')), 'me.png', 'png'],
      ['the sample JPEG', () => readFile(fixtureFile('sample.jpg')), 'me.jpg', 'jpeg'],
      ['a 3 MB PNG whose extra chunk is noise', () => aLargePng(3), 'photo.png', 'png'],
    ])('encodes %s again, with no text, comment or metadata', async (_what, make, fileName, kind) => {
      const kept = await keptAfterUpload(await make(), fileName);
      // Pixels, palette, transparency and pixel density only: no tEXt, zTXt, iTXt, eXIf or other chunk.
      if (kind === 'png') expect(pngChunkTypes(kept).filter((type) => !['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND'].includes(type))).toEqual([]);
      else expect(jpegSegmentMarkers(kept).filter((marker) => marker === 0xe1 || marker === 0xfe)).toEqual([]);
    });
  });

  describe('a hostile file is refused, or rebuilt into nothing but its pictures', () => {
    it.each<[string, () => Buffer, string]>([
      ['a PDF that runs JavaScript when opened', aPdfWithJavaScript, 'cert.pdf'],
      ['a PDF with JavaScript hidden in a compressed object stream', aPdfWithHiddenJavaScript, 'cert.pdf'],
      ["a PDF with JavaScript after a comment holding 'stream'", aPdfWithJavaScriptAfterStreamInComment, 'cert.pdf'],
      ["a PDF with JavaScript after a string holding 'stream'", aPdfWithJavaScriptAfterStreamInString, 'cert.pdf'],
      ['a PDF with JavaScript in an object stream behind a PNG predictor', aPdfWithJavaScriptInPredictedObjectStream, 'cert.pdf'],
      ['a PDF that is also a web page', aPdfHtmlPolyglot, 'cert.pdf'],
    ])('rebuilds %s with no script, action, attachment or link left', async (_what, make, fileName) => {
      const kept = await keptAfterUpload(make(), fileName);
      expect(await activePdfContent(kept)).toEqual([]);
      expect(kept.toString('latin1')).not.toMatch(/<html|<script|app\.alert/i);
    });

    it.each<[string, () => Buffer, string]>([
      ['a PNG with a script in a text chunk', aPngWithScript, 'me.png'],
      ['a JPEG with an SVG in a comment', aJpegWithSvg, 'me.jpg'],
    ])('encodes %s again without the markup', async (_what, make, fileName) => {
      const kept = await keptAfterUpload(make(), fileName);
      expect(kept.toString('latin1')).not.toMatch(/<script|<svg|onload/i);
    });

    it.each<[string, () => Buffer, UploadContentReason]>([
      ['a PDF that launches a program (and has no page)', aPdfThatLaunchesAProgram, 'unreadable'],
      ['a PDF with an attached file (and no page)', aPdfWithAnAttachedFile, 'unreadable'],
      [`a PDF of ${DOCUMENT_REBUILD_POLICY.maxPdfPages + 1} pages`, () => aPdfOfPages(DOCUMENT_REBUILD_POLICY.maxPdfPages + 1), 'too-many-pages'],
      ['a PDF that is only a header', () => Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1'), 'unreadable'],
    ])('refuses %s with 415 and the reason, keeping nothing', async (_what, make, reason) => {
      const before = await uploadFolder();
      const response = await upload(make(), 'cert.pdf');
      const message = CAREERS_DOCUMENT_MESSAGES.contentRefused[reason];
      expect(response.status, response.text).toBe(415);
      expect(response.json).toEqual({ success: false, kind: 'validation', msg: message, errors: { file: message } });
      expect(await uploadFolder()).toEqual(before);
    });

    it.each<[string, () => Buffer]>([
      ['the sample Word document', () => Buffer.from(aWordDocument())],
      ['a Word document with vbaProject.bin', aWordDocumentWithMacros],
      ['a Word document with a macro project under another name', aWordDocumentWithHiddenMacros],
      ['a .docm renamed .docx', aMacroEnabledDocumentRenamed],
      ['a Word document that loads a remote template', aWordDocumentWithRemoteTemplate],
      ["a remote template marked '&#69;xternal'", aWordDocumentWithEncodedExternalTarget],
      ["a remote template behind a '>' in an attribute", aWordDocumentWithAngleInAttribute],
      ['a Word document with an embedded OLE object', aWordDocumentWithOleObject],
      ['a Word document with a DDEAUTO field', aWordDocumentWithDdeAuto],
      ['a Word document with an altChunk web page', aWordDocumentWithAltChunk],
      ['a Word document holding a nested zip bomb', aWordDocumentWithNestedZipBomb],
      ['a zip bomb named .docx', aZipBombNamedDocx],
      ['a Word document whose part claims 1 KB and inflates to 8 MB', aWordDocumentWithLyingSizes],
      ['a Word document whose part claims more than it holds', aWordDocumentClaimingTooMuch],
      ['an encrypted Word document', anEncryptedWordDocument],
      ['a Word document with a path-traversal entry', aWordDocumentWithTraversal],
      ['a ZIP that starts like Word but has no document', aZipThatLooksLikeWord],
      ['a plain ZIP', aPlainZip],
    ])('refuses %s by its type: a Word file is no longer taken, and nothing is opened', async (_what, make) => {
      const before = await uploadFolder();
      const response = await upload(make(), 'cert.docx');
      expect(response.status, response.text).toBe(415);
      expect(response.json).toEqual({ success: false, kind: 'validation', msg: SERVER_MESSAGES.fileTypeNotAllowed, errors: { file: SERVER_MESSAGES.fileTypeNotAllowed } });
      expect(await uploadFolder()).toEqual(before);
    });
  });
});
