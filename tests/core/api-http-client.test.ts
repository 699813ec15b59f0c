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
    sent.push({ url, method: init.method, headers: init.headers, body: JSON.parse(init.body) });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, fetchFn };
};

const booking = { name: 'Sneha', email: 's@example.in', phone: '9876543210', age: '30', gender: 'female', problem: 'anxiety', date: '2030-01-01', time: '10:00 AM' } as const;

describe('the HTTP client of the provider API', () => {
  it('posts JSON to the spec path under the configured origin', async () => {
    const { sent, fetchFn } = fakeFetch(respond(201, { success: true, msg: 'Booked for you' }));
    const api = createHttpApi({ baseUrl: 'http://127.0.0.1:3000/', fetchFn });
    await api.bookSession(booking as never, { idempotencyKey: 'k-1' });
    expect(sent[0]?.url).toBe(`http://127.0.0.1:3000${ENDPOINTS.bookSession.path}`);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers[IDEMPOTENCY_HEADER]).toBe('k-1');
    expect(sent[0]?.body).toEqual(booking);
  });

  it("shows the server's msg on a successful booking", async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(201, { success: true, msg: 'Booked for you' })).fetchFn });
    const result = await api.bookSession(booking as never);
    expect(result._unsafeUnwrap().msg).toBe('Booked for you');
  });

  it("falls back to the spec's booking messages when the server gives none", async () => {
    const ok = await createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(201, { success: true, msg: '' })).fetchFn }).bookSession(booking as never);
    expect(ok._unsafeUnwrap().msg).toBe('Session booked successfully!');
    const refused = await createHttpApi({ baseUrl: '', fetchFn: fakeFetch(respond(500, 'not json')).fetchFn }).bookSession(booking as never);
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'http', status: 500, message: 'Failed to book session. Please try again.' });
  });

  it('says the network message when the server cannot be reached', async () => {
    const api = createHttpApi({ baseUrl: '', fetchFn: fakeFetch(new TypeError('fetch failed')).fetchFn });
    expect((await api.bookSession(booking as never))._unsafeUnwrapErr()).toEqual({ kind: 'network', message: 'An error occurred while booking the session.' });
    expect((await api.volunteer({} as never))._unsafeUnwrapErr().message).toBe('Unable to submit your response. Please try again.');
    expect((await api.signup({} as never))._unsafeUnwrapErr().message).toBe('An error occurred while signing up.');
    expect((await api.login({} as never))._unsafeUnwrapErr().message).toBe('An error occurred while logging in.');
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
      expect((await api.uploadDocument(file))._unsafeUnwrapErr()).toEqual({ kind: 'network', message: 'Upload failed' });
    });
  });
});
