import { UPLOAD_RETENTION_POLICY, type Clock } from '@manobal/core';
import type { Store } from '../store/store.port';
import type { FileStorage } from './file-storage.port';

/**
 * Deletes the uploads that no application or therapist photo names a day after they came (the person never sent
 * the form, or a script uploaded for the sake of it): their record and their file. Returns how many went; a store
 * that cannot answer leaves everything for the next sweep.
 */
export const sweepUnlinkedUploads = async (deps: { readonly store: Store; readonly files: FileStorage; readonly clock: Clock }): Promise<number> => {
  const before = new Date(deps.clock.now().getTime() - UPLOAD_RETENTION_POLICY.unlinkedUploadTtlMs);
  const unlinked = await deps.store.uploads.unlinkedBefore(before);
  if (unlinked.isErr()) return 0;
  let removed = 0;
  for (const id of unlinked.value) {
    // The file first: a record without its file is harmless, a file without a record would never be swept.
    await deps.files.remove(id);
    if ((await deps.store.uploads.remove(id)).isOk()) removed += 1;
  }
  return removed;
};
