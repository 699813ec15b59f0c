import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES, CAREERS_DOCUMENT_MESSAGES, ENDPOINTS, type UploadContentReason } from '@manobal/core';
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
  aPlainZip,
  aPngWithScript,
  aWordDocument,
  aWordDocumentClaimingTooMuch,
  aWordDocumentWithHiddenMacros,
  aWordDocumentWithLyingSizes,
  aWordDocumentWithMacros,
  aWordDocumentWithRemoteTemplate,
  aWordDocumentWithTraversal,
  aWordStylePdf,
  aZipBombNamedDocx,
  aZipThatLooksLikeWord,
  anEncryptedWordDocument,
} from '../../fixtures/files/upload-samples';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const UPLOAD = ENDPOINTS.careersUpload.path;

describeEachEngine('upload content', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  /** Everything in the upload folder: kept files and any pending `.part` file. */
  const uploadFolder = async () => (await readdir(server.config.uploadDir)).sort();

  const upload = async (content: Uint8Array, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return server.postRaw(UPLOAD, form);
  };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe('files that are only what they say', () => {
    const sample = (name: 'sample.pdf' | 'sample.png' | 'sample.jpg' | 'sample.docx') => async () => new Uint8Array(await readFile(fixtureFile(name)));
    it.each<[string, () => Promise<Uint8Array> | Uint8Array, string]>([
      ['the sample PDF', sample('sample.pdf'), 'cert.pdf'],
      ['the sample PNG', sample('sample.png'), 'me.png'],
      ['the sample JPEG', sample('sample.jpg'), 'me.jpg'],
      ['the sample Word document', sample('sample.docx'), 'cert.docx'],
      ['a PDF as Word saves it (object streams, links, an embedded font)', aWordStylePdf, 'cv.pdf'],
      ['a Word document with a hyperlink', aWordDocument, 'cv.docx'],
      ['a 3 MB photo-like PNG', () => aLargePng(3), 'photo.png'],
    ])('uploads %s', async (_what, make, fileName) => {
      const before = await uploadFolder();
      const response = await upload(await make(), fileName);
      expect(response.status, response.text).toBe(201);
      expect(response.json).toMatchObject({ success: true, msg: CALL_MESSAGES.careersUpload.success });
      const after = await uploadFolder();
      expect(after.length).toBe(before.length + 1);
      expect(after.some((name) => name.endsWith('.part'))).toBe(false);
    });
  });

  describe('files that carry more than they say', () => {
    it.each<[string, () => Uint8Array, string, UploadContentReason]>([
      ['a PDF that is also a web page', aPdfHtmlPolyglot, 'cert.pdf', 'web-content'],
      ['a PNG with a script in a text chunk', aPngWithScript, 'me.png', 'web-content'],
      ['a JPEG with an SVG in a comment', aJpegWithSvg, 'me.jpg', 'web-content'],
      ['a PDF that runs JavaScript when opened', aPdfWithJavaScript, 'cert.pdf', 'pdf-active-content'],
      ['a PDF with JavaScript hidden in a compressed object stream', aPdfWithHiddenJavaScript, 'cert.pdf', 'pdf-active-content'],
      ['a PDF that launches a program', aPdfThatLaunchesAProgram, 'cert.pdf', 'pdf-active-content'],
      ['a PDF with an attached file', aPdfWithAnAttachedFile, 'cert.pdf', 'pdf-active-content'],
      ['a Word document with vbaProject.bin', aWordDocumentWithMacros, 'cert.docx', 'macros'],
      ['a Word document with a macro project under another name', aWordDocumentWithHiddenMacros, 'cert.docx', 'macros'],
      ['a .docm renamed .docx', aMacroEnabledDocumentRenamed, 'cert.docx', 'macros'],
      ['a Word document that loads a remote template', aWordDocumentWithRemoteTemplate, 'cert.docx', 'macros'],
      ['a zip bomb named .docx', aZipBombNamedDocx, 'cert.docx', 'expands-too-far'],
      ['a Word document whose part claims 1 KB and inflates to 8 MB', aWordDocumentWithLyingSizes, 'cert.docx', 'expands-too-far'],
      ['a Word document whose part claims more than it holds', aWordDocumentClaimingTooMuch, 'cert.docx', 'unreadable'],
      ['an encrypted Word document', anEncryptedWordDocument, 'cert.docx', 'encrypted'],
      ['a Word document with a path-traversal entry', aWordDocumentWithTraversal, 'cert.docx', 'unsafe-entry-names'],
      ['a ZIP that starts like Word but has no document', aZipThatLooksLikeWord, 'cert.docx', 'not-a-word-document'],
    ])('refuses %s with 415 and the reason, keeping nothing', async (_what, make, fileName, reason) => {
      const before = await uploadFolder();
      const response = await upload(make(), fileName);
      const message = CAREERS_DOCUMENT_MESSAGES.contentRefused[reason];
      expect(response.status, response.text).toBe(415);
      expect(response.json).toEqual({ success: false, msg: message, errors: { file: message } });
      expect(await uploadFolder()).toEqual(before);
    });

    it('refuses a ZIP that is no Word document at all by its type', async () => {
      const before = await uploadFolder();
      const response = await upload(aPlainZip(), 'cert.docx');
      expect(response.status).toBe(415);
      expect(response.json).toEqual({ success: false, msg: SERVER_MESSAGES.fileTypeNotAllowed, errors: { file: SERVER_MESSAGES.fileTypeNotAllowed } });
      expect(await uploadFolder()).toEqual(before);
    });
  });
});
