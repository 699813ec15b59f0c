import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument } from './openapi-document';

// `npm run lint:openapi` writes the document as a server with staff routes serves it, for redocly to lint.
const target = resolve(process.argv[2] ?? '.tmp/openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument({ staff: true, clock: { now: () => new Date() } }), null, 2)}\n`);
