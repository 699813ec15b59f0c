export {
  API_PREFIX,
  ENDPOINTS,
  CAREERS_FILES_PATH,
  HEALTH_PATH,
  OPENAPI_PATH,
  VITALS_PATH,
  STAFF_PATH,
  IDEMPOTENCY_HEADER,
  UPLOAD_FIELD,
  CALL_NAMES,
  type CallName,
  type PayloadCallName,
  type CallDataKind,
  type Endpoint,
} from './endpoints';
export {
  envelopeSchema,
  uploadDataSchema,
  publicUserSchema,
  loginDataSchema,
  type Envelope,
  type UploadData,
  type PublicUser,
  type LoginData,
  createdDataSchema,
  CALL_DATA,
  type CreatedData,
} from './contract';
export {
  API_CONTRACT,
  errorEnvelopeSchema,
  uploadRequestSchema,
  type CallContract,
  type ErrorEnvelope,
} from './api-contract';
export {
  CALL_MESSAGES,
  VOLUNTEER_SUCCESS_TOAST,
  CAREERS_SUBMIT_FALLBACK,
  CAREERS_FIX_ERRORS_TOAST,
  SERVER_ERROR_MSG,
  type CallMessages,
  type ApiError,
  type NetworkFailureReason,
} from './api-error';
export type {
  ApiOk,
  CallOptions,
  CallPayload,
  CallData,
  CallMethod,
  UploadApi,
  ManobalApi,
  UploadableFile,
  HttpResponseLike,
  FetchLike,
  UploadTransport,
  TransportOptions,
} from './ports';
export { createHttpApi, sendCall, type HttpApiOptions } from './http-api';
export { VITAL_NAMES, VITAL_MESSAGES, vitalBeaconSchema, type VitalName, type VitalBeacon } from './vital-beacon.schema';
