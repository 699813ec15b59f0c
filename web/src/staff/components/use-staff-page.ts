import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, ApiOk } from '@manobal/core';
import type { ResultAsync } from 'neverthrow';
import { useStaffFailure, type StaffFailure } from '../app/console-session';

/** One page of a list the server pages, as a screen holds it. */
export type StaffPageState<Item> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly items: readonly Item[]; readonly page: number; readonly limit: number; readonly total: number }
  | { readonly state: 'failed'; readonly failure: StaffFailure };

interface PageAnswer<Item> {
  readonly items: readonly Item[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

/**
 * Loads one page through a staff call whenever the call or the page changes; `replace` swaps one item for its
 * changed self (after marking it) without reloading the page, `reload` asks again, and `refresh` asks again while
 * the page on screen stays (a live list brought up to date).
 */
export const useStaffPage = <Item extends { readonly id: string }>(
  load: (page: number) => ResultAsync<ApiOk<PageAnswer<Item>>, ApiError>,
  page: number,
) => {
  const fail = useStaffFailure();
  const [state, setState] = useState<StaffPageState<Item>>({ state: 'loading' });
  const [round, setRound] = useState({ count: 0, quiet: false });
  const shown = useRef(page);
  useEffect(() => {
    let current = true;
    if (!round.quiet || shown.current !== page) setState({ state: 'loading' });
    shown.current = page;
    void load(page).match(
      ({ data }) => current && setState({ state: 'loaded', items: data.items, page: data.page, limit: data.limit, total: data.total }),
      (error) => current && setState({ state: 'failed', failure: fail(error) }),
    );
    return () => {
      current = false;
    };
  }, [load, page, round, fail]);
  const replace = useCallback(
    (item: Item) => setState((now) => (now.state === 'loaded' ? { ...now, items: now.items.map((kept) => (kept.id === item.id ? item : kept)) } : now)),
    [],
  );
  const reload = useCallback(() => setRound((value) => ({ count: value.count + 1, quiet: false })), []);
  const refresh = useCallback(() => setRound((value) => ({ count: value.count + 1, quiet: true })), []);
  return { state, replace, reload, refresh };
};
