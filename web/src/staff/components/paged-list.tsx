import type { ReactNode } from 'react';
import { ListFailed, ListLoading } from './list-states';
import { Pager } from './pager';
import type { StaffPageState } from './use-staff-page';
import * as styles from './staff-list.module.css';

/** A list the server pages, in each of its states: on its way, refused (with a retry), or a page of cards and the pager. */
export const PagedList = <Item extends { readonly id: string }>({
  state,
  empty,
  pagesLabel,
  onPage,
  onRetry,
  children,
}: {
  state: StaffPageState<Item>;
  empty: string;
  pagesLabel: string;
  onPage: (page: number) => void;
  onRetry: () => void;
  children: (item: Item) => ReactNode;
}) => {
  switch (state.state) {
    case 'loading':
      return <ListLoading />;
    case 'failed':
      return <ListFailed failure={state.failure} onRetry={onRetry} />;
    case 'loaded':
      return (
        <>
          {state.items.length === 0 ? <p>{empty}</p> : <ul className={styles.list}>{state.items.map(children)}</ul>}
          <Pager position={state} onPage={onPage} label={pagesLabel} />
        </>
      );
  }
};
