import { okAsync, ResultAsync } from 'neverthrow';
import { ENDPOINTS, STORE_UNAVAILABLE, type TherapistPhotos } from '@manobal/core';
import type { UploadRepository } from '../store/store.port';
import type { FileStorage } from './file-storage.port';

/** Where a therapist's photo is served: the file id changes with each new photo, so the answer never goes stale. */
export const therapistPhotoPath = (therapistId: string, fileId: string): string => `${ENDPOINTS.getTherapist.path.replace('{id}', therapistId)}/photo/${fileId}`;

/** The stored file behind a photo URL of therapistPhotoPath's making, or null for any other URL. */
const PHOTO_URL = new RegExp(`^${therapistPhotoPath('[a-z0-9-]+', '([\\w-]+)')}$`);
const photoFileId = (photoUrl: string): string | null => PHOTO_URL.exec(photoUrl)?.[1] ?? null;

/** Core's TherapistPhotos port: a photo no longer in use loses its upload record and its file. */
export const createTherapistPhotos = (uploads: Pick<UploadRepository, 'remove'>, files: Pick<FileStorage, 'remove'>): TherapistPhotos => ({
  forget: (photoUrl) => {
    const id = photoFileId(photoUrl);
    if (id === null) return okAsync(undefined);
    return uploads.remove(id).andThen(() => ResultAsync.fromPromise(files.remove(id), () => STORE_UNAVAILABLE));
  },
});
