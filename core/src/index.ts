/**
 * @manobal/core — the only door into Manobal's domain.
 * Web, CLI and server import from here and nowhere deeper.
 */
export * from './catalog/index';
export * from './assessments/index';
export * from './wizard/index';
export * from './forms/index';
export * from './calendar/index';
export * from './api/index';
