import { sql, type Kysely } from 'kysely';
import { FILE_KINDS, type FileKind } from '@manobal/core';
import type { Database } from './database.schema';
import { fromStore } from './store-faults';
import type { UploadRepository } from './store.port';

const isFileKind = (kind: string): kind is FileKind => Object.hasOwn(FILE_KINDS, kind);

/** A kept file's id at the end of the URL that names it (`…/careers/files/<id>`, `…/photo/<id>`). */
const STORED_FILE_ID = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const APPLICATION_LINKS = [
  'photograph_link',
  'aadhar_document_link',
  'aadhar_back_document_link',
  'pan_card_document_link',
  'certification_document_link',
  'rci_document_link',
  'iso_certification_document_link',
] as const;

/** Every stored file id some careers application or therapist profile names. */
const linkedIds = async (db: Kysely<Database>): Promise<Set<string>> => {
  const linked = new Set<string>();
  const add = (url: unknown) => {
    const id = typeof url === 'string' ? STORED_FILE_ID.exec(url)?.[1] : undefined;
    if (id !== undefined) linked.add(id);
  };
  for (const row of await db.selectFrom('career_applications').select(APPLICATION_LINKS).execute()) for (const column of APPLICATION_LINKS) add(row[column]);
  for (const row of await db.selectFrom('therapists').select('profile').execute()) add((JSON.parse(row.profile) as { photo_url?: unknown }).photo_url);
  return linked;
};

/** The record of every kept upload: which kind, from whom, and whether anything still names it. */
export const createUploadStore = (db: Kysely<Database>): UploadRepository => ({
  add: ({ receivedAt, from, ...upload }) =>
    fromStore(async () => {
      await db
        .insertInto('uploads')
        .values({ ...upload, created_at: receivedAt.toISOString(), address: from.address, received_bytes: from.receivedBytes })
        .execute();
    }),
  find: (id) =>
    fromStore(async () => {
      const row = await db.selectFrom('uploads').select(['id', 'kind']).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, kind: isFileKind(row.kind) ? row.kind : null } : null;
    }),
  remove: (id) =>
    fromStore(async () => {
      await db.deleteFrom('uploads').where('id', '=', id).execute();
    }),
  bytesFromAddressSince: (address, since) =>
    fromStore(async () => {
      const row = await db
        .selectFrom('uploads')
        .select(sql<string | number | null>`sum(received_bytes)`.as('bytes'))
        .where('address', '=', address)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    }),
  applicantOf: (id) =>
    fromStore(async () => {
      // Links end in the file's id (a UUID the uploads table gave it), so the pattern holds no wildcard of a request's.
      const row = await db
        .selectFrom('career_applications')
        .select(['email', 'phone_number'])
        .where((eb) => eb.or(APPLICATION_LINKS.map((column) => eb(column, 'like', `%/${id}`))))
        .executeTakeFirst();
      return row ?? null;
    }),
  unlinkedBefore: (before) =>
    fromStore(async () => {
      const old = await db.selectFrom('uploads').select('id').where('created_at', '<', before.toISOString()).execute();
      if (old.length === 0) return [];
      const linked = await linkedIds(db);
      return old.map((row) => row.id).filter((id) => !linked.has(id));
    }),
});
