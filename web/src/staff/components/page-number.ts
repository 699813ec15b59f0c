import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page of a list, kept in the address (`?page=2`) so a reload or a shared link opens the same page. */
export const usePageNumber = (): readonly [number, (page: number) => void] => {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      }),
    [setParams],
  );
  return [page, setPage] as const;
};
