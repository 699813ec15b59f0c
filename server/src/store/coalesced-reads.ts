/**
 * Reads of one key that overlap share one query, and never one that began before they were asked: a caller that
 * finds a read of its key already running waits for the next read, which starts when the running one ends and
 * serves everyone who came meanwhile. So each answer is still read after its call began (a change committed
 * before the call is always seen), while under load a hot key costs about one query per round trip instead of one
 * per request.
 */
export const coalescedReads = <T>(read: (key: string) => Promise<T>): ((key: string) => Promise<T>) => {
  const states = new Map<string, { readonly running: Promise<T>; next?: Promise<T> }>();
  const start = (key: string): Promise<T> => {
    const running = read(key);
    const state: { readonly running: Promise<T>; next?: Promise<T> } = { running };
    states.set(key, state);
    const settled = () => {
      if (states.get(key) === state && state.next === undefined) states.delete(key);
    };
    running.then(settled, settled);
    return running;
  };
  return (key) => {
    const state = states.get(key);
    if (state === undefined) return start(key);
    state.next ??= state.running.then(
      () => start(key),
      () => start(key),
    );
    return state.next;
  };
};
