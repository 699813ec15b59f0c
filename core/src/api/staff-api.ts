import { errAsync, type ResultAsync } from 'neverthrow';
import type { z } from '../schema/zod';
import { validateWith } from '../forms/field-errors';
import type { ApiError } from './api-error';
import { checkData, filledPath, joinUrl, sendOne, uploadOne, type Sender } from './http-api';
import type { ApiOk, CallOptions, FetchLike, UploadableFile, UploadTransport } from './ports';
import { STAFF_CONTRACT, type StaffCallName, type StaffPayloadCallName } from './staff-contract';
import { STAFF_SIGN_IN_CONTRACT, type StaffSignInCallName } from './staff-sign-in-contract';

export interface StaffApiOptions {
  /** Origin of the API, e.g. 'http://127.0.0.1:3000'. */
  readonly baseUrl: string;
  readonly fetchFn: FetchLike;
  /** Needed only for the photo upload. */
  readonly uploadTransport?: UploadTransport;
  readonly timeoutMs?: number;
  /**
   * A personal access token (the CLI, scripts), sent as `Authorization: Bearer …` with every call. The console
   * leaves it out: its same-origin requests carry the session cookie, which the browser sends by itself.
   */
  readonly staffToken?: string;
}

/** What a caller passes: the request schema's input, read-only all the way down (the client never changes it). */
type Frozen<T> = T extends readonly (infer Item)[] ? readonly Frozen<Item>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;
type StaffRequest<C extends StaffCallName> = Frozen<z.input<(typeof STAFF_CONTRACT)[C]['request']>>;
type StaffAnswer<C extends StaffCallName> = ResultAsync<ApiOk<z.output<(typeof STAFF_CONTRACT)[C]['data']>>, ApiError>;
type SignInRequest<C extends StaffSignInCallName> = Frozen<z.input<(typeof STAFF_SIGN_IN_CONTRACT)[C]['request']>>;
type SignInAnswer<C extends StaffSignInCallName> = ResultAsync<ApiOk<z.output<(typeof STAFF_SIGN_IN_CONTRACT)[C]['data']>>, ApiError>;

/**
 * The staff side of the API, one method per STAFF_CONTRACT entry, named as the table names it. Each request
 * is checked with the call's schema before it is sent (the server checks it again with the same schema), so a
 * mistake is named field by field without a round trip.
 */
export type StaffApi = { readonly [C in StaffPayloadCallName]: (request: StaffRequest<C>) => StaffAnswer<C> } & {
  readonly staffSetTherapistPhoto: (request: { readonly id: string; readonly file: UploadableFile }) => StaffAnswer<'staffSetTherapistPhoto'>;
} & { readonly [C in StaffSignInCallName]: (request: SignInRequest<C>) => SignInAnswer<C> };

const refused = (error: { readonly message: string; readonly fieldErrors: Record<string, string> }): ApiError => ({ kind: 'validation', ...error });

/** The one HTTP implementation of the staff API (the CLI's `manobal staff …`, the console), over STAFF_CONTRACT. */
export const createStaffApi = ({ baseUrl, fetchFn, uploadTransport, timeoutMs, staffToken }: StaffApiOptions): StaffApi => {
  const transportOptions = timeoutMs === undefined ? {} : { timeoutMs };
  const sender: Sender = { baseUrl, fetchFn, transportOptions };
  const options: CallOptions = staffToken === undefined ? {} : { accessToken: staffToken };
  const send = (call: StaffPayloadCallName | StaffSignInCallName, request: unknown): ResultAsync<ApiOk, ApiError> => {
    const contract = call in STAFF_SIGN_IN_CONTRACT ? STAFF_SIGN_IN_CONTRACT[call as StaffSignInCallName] : STAFF_CONTRACT[call as StaffPayloadCallName];
    const checked = validateWith(contract.request, request);
    return checked.isErr() ? errAsync(refused(checked.error)) : sendOne(sender, contract, request, options);
  };

  const staffSetTherapistPhoto: StaffApi['staffSetTherapistPhoto'] = ({ id, file }) => {
    const call = STAFF_CONTRACT.staffSetTherapistPhoto;
    const checked = validateWith(call.request, { id, file });
    if (checked.isErr()) return errAsync(refused(checked.error));
    const url = joinUrl(baseUrl, filledPath(call.path, { id }));
    const uploadOptions = { ...transportOptions, ...(staffToken === undefined ? {} : { headers: { Authorization: `Bearer ${staffToken}` } }) };
    return uploadOne(uploadTransport, call.messages, url, file, () => {}, uploadOptions).andThen((answer) => checkData(call.messages, call.data, answer)) as StaffAnswer<'staffSetTherapistPhoto'>;
  };

  const methods = Object.fromEntries(
    (Object.keys(STAFF_CONTRACT) as StaffCallName[])
      .filter((call): call is StaffPayloadCallName => STAFF_CONTRACT[call].encoding !== 'multipart')
      .map((call) => [call, (request: unknown) => send(call, request)]),
  );
  const signInMethods = Object.fromEntries((Object.keys(STAFF_SIGN_IN_CONTRACT) as StaffSignInCallName[]).map((call) => [call, (request: unknown) => send(call, request)]));
  // One method per table entry; their types are StaffApi's by construction, which Object.fromEntries cannot carry.
  return { ...(methods as Omit<StaffApi, 'staffSetTherapistPhoto'>), ...(signInMethods as Pick<StaffApi, StaffSignInCallName>), staffSetTherapistPhoto };
};

/** Sends a staff call chosen at run time (a JSON file read by the CLI): the call's schema checks it first. */
export const sendStaffCall = (api: StaffApi, call: StaffPayloadCallName, request: unknown): ResultAsync<ApiOk, ApiError> =>
  (api[call] as (request: unknown) => ResultAsync<ApiOk, ApiError>)(request);
