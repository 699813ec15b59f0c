import { describe, expect, it } from 'vitest';
import {
  CALL_MESSAGES,
  createHttpApi,
  ENDPOINTS,
  IDEMPOTENCY_HEADER,
  type FetchLike,
  type HttpResponseLike,
  type UploadTransport,
} from '@manobal/core';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const respond = (status: number, body: unknown): HttpResponseLike => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
});

/** A fake provider API at the port boundary: records what was sent and answers as told. */
const fakeFetch = (answer: HttpResponseLike | Error) => {
  const sent: Sent[] = [];
  const fetchFn: FetchLike = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: JSON.parse(init.body ?? 'null') });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, fetchFn };
};

const booking = { name: 'Sneha', email: 's@example.in', phone: '9876543210', age: '30', gender: 'female', problem: 'anxiety', date: '2030-01-01', time: '10:00 AM' } as const;

/** What the server answers a booked free call with in `data`. */
const A_FREE_CALL = { id: 'b-1', reference: 'CALL-7K2Q9D', status: 'waiting', date: '2030-01-01', time: '11:00 AM' };

describe('the HTTP client of the provider API', () => {
  it('posts JSON to the spec path under the configured origin', async () => {
    const { sent, fetchFn } = fakeFetch(respond(201, { success: true, msg: 'Booked for you', data: A_FREE_CALL }));
    const api = createHttpApi({ baseUrl: 'http://127.0.0.1:3000/', fetchFn });
    await api.bookSession(booking as never, { idempotencyKey: 'k-1' });
    expect(sent[0]?.url).toBe(`http://127.0.0.1:3000${ENDPOINTS.bookSession.path}`);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers[IDEMPOTENCY_HEADER]).toBe('k-1');
    expect(sent[0]?.body).toEqual(booking);
  });

  it("shows the server's msg on a successful booking", async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(201, { success: true, msg: 'Booked for you', data: A_FREE_CALL })).fetchFn });
    const result = await api.bookSession(booking as never);
    expect(result._unsafeUnwrap().msg).toBe('Booked for you');
  });

  it("falls back to the spec's booking messages when the server gives none", async () => {
    const ok = await createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(201, { success: true, msg: '', data: A_FREE_CALL })).fetchFn }).bookSession(booking as never);
    expect(ok._unsafeUnwrap().msg).toBe('Your free introductory call is booked.');
    const refused = await createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(500, 'not json')).fetchFn }).bookSession(booking as never);
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'http', status: 500, message: 'Failed to book the call. Please try again.' });
  });

  it('says the network message when the server cannot be reached', async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(new TypeError('fetch failed')).fetchFn });
    expect((await api.bookSession(booking as never))._unsafeUnwrapErr()).toEqual({
      kind: 'network',
      message: 'An error occurred while booking the session.',
      url: ENDPOINTS.bookSession.path,
      reason: 'unreachable',
    });
    expect((await api.volunteer({} as never))._unsafeUnwrapErr().message).toBe('Unable to submit your response. Please try again.');
    expect((await api.signup({} as never))._unsafeUnwrapErr().message).toBe('An error occurred while signing up.');
    expect((await api.login({} as never))._unsafeUnwrapErr().message).toBe('An error occurred while logging in.');
  });

  it('names the address it tried, without credentials, and tells a timeout from an unreachable server', async () => {
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    const api = createHttpApi({ baseUrl: 'https://ops:s3cret@api.example/', fetchFn: fakeFetch(timeout).fetchFn });
    const error = (await api.contactUs({} as never))._unsafeUnwrapErr();
    expect(error).toMatchObject({ kind: 'network', url: `https://api.example${ENDPOINTS.contactUs.path}`, reason: 'timeout' });
    expect(JSON.stringify(error)).not.toContain('s3cret');
  });

  it('passes its time limit to fetch only when one is configured', async () => {
    const limits: unknown[] = [];
    const fetchFn: FetchLike = async (_url, init) => {
      limits.push(init.timeoutMs);
      return respond(201, { success: true, msg: 'ok' });
    };
    await createHttpApi({ baseUrl: '', fetchFn, timeoutMs: 30_000 }).contactUs({} as never);
    await createHttpApi({ baseUrl: '', fetchFn }).contactUs({} as never);
    expect(limits).toEqual([30_000, undefined]);
  });

  it('treats an answer cut off while its body arrives as a network failure, never as a refusal', async () => {
    const cutOff: HttpResponseLike = { ok: true, status: 201, text: () => Promise.reject(Object.assign(new Error('aborted'), { name: 'TimeoutError' })) };
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(cutOff).fetchFn });
    expect((await api.bookSession(booking as never))._unsafeUnwrapErr()).toMatchObject({ kind: 'network', reason: 'timeout' });
  });

  it('never puts the request body in an error', async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(new TypeError('fetch failed')).fetchFn });
    expect(JSON.stringify((await api.bookSession(booking as never))._unsafeUnwrapErr())).not.toContain('9876543210');
  });

  it('keeps the generic form message for refer and contact whatever the server says', async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(400, { success: false, msg: 'Name is required', errors: { name: 'Name is required' } })).fetchFn });
    const refused = (await api.referPerson({} as never))._unsafeUnwrapErr();
    expect(refused.message).toBe('An error occurred while submitting the form. Please try again.');
    expect(refused).toMatchObject({ kind: 'http', status: 400, fieldErrors: { name: 'Name is required' } });
    expect((await api.contactUs({} as never))._unsafeUnwrapErr().message).toBe(CALL_MESSAGES.contactUs.failure);
  });

  it("shows the server's msg when a volunteer submission or signup is refused", async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(409, { success: false, msg: 'An account with this email already exists.' })).fetchFn });
    expect((await api.signup({} as never))._unsafeUnwrapErr().message).toBe('An account with this email already exists.');
    const silent = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(400, { success: false, msg: '' })).fetchFn });
    expect((await silent.volunteer({} as never))._unsafeUnwrapErr().message).toBe('Something went wrong!');
    expect((await silent.apply({} as never))._unsafeUnwrapErr().message).toBe('Submission failed');
  });

  it('treats success: false in a 200 answer as a refusal', async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(200, { success: false, msg: '' })).fetchFn });
    expect((await api.login({} as never))._unsafeUnwrapErr().message).toBe('Login failed');
  });

  it('returns the token and user of a successful login', async () => {
    const user = { id: 'u1', name: 'Asha', email: 'asha@example.in' };
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(200, { success: true, msg: 'Login successful', data: { access_token: 't.o.k', user } })).fetchFn });
    const answer = (await api.login({ email: 'asha@example.in', password: 'secret-pass' }))._unsafeUnwrap();
    expect(answer.data).toEqual({ access_token: 't.o.k', user });
  });

  it('refuses a login answer without a token', async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(200, { success: true, msg: 'ok', data: {} })).fetchFn });
    expect((await api.login({} as never))._unsafeUnwrapErr()).toEqual({ kind: 'unexpected', message: 'Login failed' });
  });

  describe('uploads', () => {
    const file = { name: 'photo.png', size: 74, type: 'image/png', body: new Uint8Array(74) };

    it('reports progress and returns the file URL', async () => {
      const seen: number[] = [];
      const transport: UploadTransport = async (url, sentFile, onProgress) => {
        expect(url).toBe(`https://api.example${ENDPOINTS.careersUpload.path}`);
        expect(sentFile).toBe(file);
        onProgress(50);
        onProgress(100);
        return respond(201, { success: true, msg: 'Uploaded', data: { file_url: '/api/v1/careers/files/abc' } });
      };
      const api = createHttpApi({ baseUrl: 'https://api.example', fetchFn: fakeFetch(new Error('unused')).fetchFn, uploadTransport: transport });
      const answer = (await api.uploadDocument(file, (p) => seen.push(p)))._unsafeUnwrap();
      expect(answer.data.fileUrl).toBe('/api/v1/careers/files/abc');
      expect(seen).toEqual([50, 100]);
    });

    it("says 'Upload failed' when the answer has no file_url", async () => {
      const transport: UploadTransport = async () => respond(200, { success: true, msg: 'ok', data: {} });
      const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(new Error('unused')).fetchFn, uploadTransport: transport });
      expect((await api.uploadDocument(file))._unsafeUnwrapErr().message).toBe('Upload failed');
    });

    it("says 'Upload failed' when the transport throws", async () => {
      const transport: UploadTransport = async () => {
        throw new Error('socket hang up');
      };
      const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(new Error('unused')).fetchFn, uploadTransport: transport });
      expect((await api.uploadDocument(file))._unsafeUnwrapErr()).toEqual({
        kind: 'network',
        message: 'Upload failed',
        url: ENDPOINTS.careersUpload.path,
        reason: 'unreachable',
      });
    });

    it('asks the transport for the time limit and keeps a refusal reason the server gave', async () => {
      const limits: unknown[] = [];
      const transport: UploadTransport = async (_url, _file, _onProgress, options) => {
        limits.push(options?.timeoutMs);
        return respond(415, { success: false, msg: 'This file type is not allowed.', errors: { file: 'This file type is not allowed.' } });
      };
      const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(new Error('unused')).fetchFn, uploadTransport: transport, timeoutMs: 5000 });
      expect((await api.uploadDocument(file))._unsafeUnwrapErr()).toMatchObject({ kind: 'http', status: 415, serverMsg: 'This file type is not allowed.' });
      expect(limits).toEqual([5000]);
    });
  });

  describe('the calls the contract table adds', () => {
    it('has one method per contract call, named by its port', () => {
      const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(new Error('unused')).fetchFn });
      for (const endpoint of Object.values(ENDPOINTS)) expect(typeof api[endpoint.port], endpoint.port).toBe('function');
    });

    it('posts a newsletter subscription as JSON, without an Idempotency-Key or a token, and shows the one answer', async () => {
      const { sent, fetchFn } = fakeFetch(respond(200, { success: true, msg: 'You are subscribed. We write once a month.' }));
      const result = await createHttpApi({ baseUrl: 'https://manobal.example', fetchFn }).subscribeNewsletter({ email: 'reader@example.in' });
      expect(result._unsafeUnwrap()).toEqual({ msg: 'You are subscribed. We write once a month.', data: undefined });
      expect(sent[0]).toMatchObject({ url: 'https://manobal.example/api/v1/webpoints/newsletter', method: 'POST', body: { email: 'reader@example.in' } });
      expect(Object.keys(sent[0]?.headers ?? {}).sort()).toEqual(['Accept', 'Content-Type']);
    });

    it('sends the access token as a bearer token when asked', async () => {
      const { sent, fetchFn } = fakeFetch(respond(201, { success: true, msg: '', data: { id: 'l-1' } }));
      const lead = { kind: 'school-demo', name: 'Asha', email: 'asha@school.example', organisation: 'Sunrise School' } as const;
      await createHttpApi({ baseUrl: '', fetchFn }).submitLead(lead, { accessToken: 'token-1' });
      expect(sent[0]?.headers.Authorization).toBe('Bearer token-1');
    });

    it('treats a success whose data is not the kind the contract names as unexpected', async () => {
      const fetchFn = fakeFetch(respond(201, { success: true, msg: '', data: { id: '' } })).fetchFn;
      const result = await createHttpApi({ baseUrl: '', fetchFn }).submitLead({ kind: 'school-demo', name: 'A', email: 'a@b.in', organisation: 'S' });
      expect(result._unsafeUnwrapErr()).toEqual({ kind: 'unexpected', message: CALL_MESSAGES.submitLead.failure });
    });
  });
});
