import { CAREERS_DOCUMENTS, careersFileIdFromUrl, DOCUMENT_ACCEPT_SETS } from '@manobal/core';
import type { Store } from '../../../server/src/store/store.port';

/**
 * Records the uploads a careers application links to (each of the first kind its document takes), so an
 * application written with the fixtures' file ids is accepted as one whose documents were uploaded first.
 */
export const arrangeLinkedUploads = async (store: Store, application: Record<string, unknown>): Promise<void> => {
  for (const document of CAREERS_DOCUMENTS) {
    const url = application[document.linkField];
    const id = typeof url === 'string' ? careersFileIdFromUrl(url) : null;
    if (id === null) continue;
    (await store.uploads.add({ id, kind: DOCUMENT_ACCEPT_SETS[document.accepts][0]!, size: 1000, sha256: '0'.repeat(64), receivedAt: new Date(), from: { address: '127.0.0.1', receivedBytes: 1000 } }))._unsafeUnwrap();
  }
};
