import { CAREERS_FILES_PATH } from '../api/endpoints';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The id part of an uploaded file's URL: letters, digits, '-', '_' and '.', not starting with '.'. */
export const CAREERS_FILE_ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** `/api/v1/careers/files/<id>`, optionally prefixed by an http(s) origin, as the upload call returns it. */
export const CAREERS_FILE_URL_PATTERN = new RegExp(
  `^(?:https?://[^/\\s?#@]+)?${escapeRegExp(CAREERS_FILES_PATH)}/([A-Za-z0-9_-][A-Za-z0-9._-]{0,127})$`,
);

/** The file id of a URL this server issued for an upload, or null for any other text. */
export const careersFileIdFromUrl = (url: string): string | null => CAREERS_FILE_URL_PATTERN.exec(url)?.[1] ?? null;

export const isCareersFileUrl = (url: string): boolean => careersFileIdFromUrl(url) !== null;
