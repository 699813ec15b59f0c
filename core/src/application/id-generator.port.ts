/** New record ids come in through this port, so use cases stay deterministic under test. */
export interface IdGenerator {
  next(): string;
}
