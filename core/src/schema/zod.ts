import { config } from 'zod';

/**
 * zod as every schema in core uses it: built without eval. zod 4 otherwise probes `new Function('')` to
 * compile fast object parsers, and under a strict Content-Security-Policy (no 'unsafe-eval', as Manobal's
 * server sends) the browser reports that probe as a violation on each page that validates a form. Parsing
 * stays correct either way, only a little slower, which a form of a dozen fields never notices.
 *
 * Core's modules import `z` from here, never from 'zod' (tests/architecture holds them to it), so the
 * setting is in place before the first schema is built: a module's imports run before its own body.
 */
config({ jitless: true });

// Re-exported, not wrapped, so bundlers still drop the parts of zod a chunk does not use. This module's one
// side effect, the setting above, is declared in core's package.json ("sideEffects"), so bundlers keep it.
export { z } from 'zod';
