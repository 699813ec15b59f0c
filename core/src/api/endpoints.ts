// Paths and header names only, free of zod: a page that needs a path does not download the schemas.
/** The provider API's calls (spec section 7), as data: adapters and the server read paths from here. */
export const API_PREFIX = '/api/v1';

export const ENDPOINTS = {
  referPerson: { method: 'POST', path: `${API_PREFIX}/webpoints/refer_person` },
  contactUs: { method: 'POST', path: `${API_PREFIX}/webpoints/contact-us` },
  volunteer: { method: 'POST', path: `${API_PREFIX}/webpoints/volunteer` },
  bookSession: { method: 'POST', path: `${API_PREFIX}/webpoints/book_session` },
  careersUpload: { method: 'POST', path: `${API_PREFIX}/careers/upload` },
  careersApply: { method: 'POST', path: `${API_PREFIX}/careers/apply` },
  signup: { method: 'POST', path: `${API_PREFIX}/signup/` },
  login: { method: 'POST', path: `${API_PREFIX}/login/` },
} as const;

export type CallName = keyof typeof ENDPOINTS;

/** Where uploaded documents are served from; `data.file_url` of an upload is `${CAREERS_FILES_PATH}/<id>`. */
export const CAREERS_FILES_PATH = `${API_PREFIX}/careers/files`;
export const HEALTH_PATH = `${API_PREFIX}/health`;
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const VITALS_PATH = `${API_PREFIX}/vitals`;
export const STAFF_PATH = `${API_PREFIX}/staff`;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The multipart field the upload call carries its one file in. */
export const UPLOAD_FIELD = 'file';
