import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A passkey authenticator in software, for tests: a real ES256 key pair (node:crypto), and the bytes a browser's
// WebAuthn call answers with (authenticator data, client data JSON, a 'none' attestation in CBOR, a DER
// signature), so the server's WebAuthn library checks real signatures, not a stand-in.

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** The little CBOR a 'none' attestation and a COSE key need: maps, byte and text strings, small integers. */
type Cbor = number | string | Uint8Array | ReadonlyMap<number | string, Cbor>;
const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
};
const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
};

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

export interface SoftwarePasskey {
  readonly credentialId: string;
  /** Answers registration options (navigator.credentials.create) for `origin`. */
  register(options: { readonly challenge: string; readonly rp: { readonly id?: string } }, origin: string): Record<string, unknown>;
  /** Answers authentication options (navigator.credentials.get) for `origin`; the counter moves on unless `counter` is given. */
  assert(options: { readonly challenge: string; readonly rpId?: string }, origin: string, counter?: number): Record<string, unknown>;
}

export const aSoftwarePasskey = (): SoftwarePasskey => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }) as { privateKey: KeyObject; publicKey: KeyObject };
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const rawId = randomBytes(16);
  const credentialId = b64url(rawId);
  let counter = 0;
  const authData = (rpId: string, flags: number, count: number, attested?: Buffer) => {
    const countBytes = Buffer.alloc(4);
    countBytes.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), countBytes, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const rpIdOf = (origin: string, given?: string) => given ?? new URL(origin).hostname;
  return {
    credentialId,
    register: (options, origin) => {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, coseKey]);
      const data = authData(rpIdOf(origin, options.rp.id), FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL, counter, attested);
      const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', data]]));
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert: (options, origin, given) => {
      counter = given ?? counter + 1;
      const data = authData(rpIdOf(origin, options.rpId), FLAG_USER_PRESENT | FLAG_USER_VERIFIED, counter);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature) },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
};
