// The page and page size of a server-side list. A new page size, or new filters, start again at page 1 in the
// same render, so the list is never asked for page 3 of a filter that has one page.
import { useMemo, useState } from 'react';

export interface Paging {
  page: number;
  limit: number;
  /** Spread into <Pagination> with its total and page sizes. */
  bind: { page: number; limit: number; onPageChange: (page: number) => void; onLimitChange: (limit: number) => void };
}

/** `filters`: anything that changes which rows the list holds (search text, switches), compared as JSON. */
export function usePaging(initialLimit: number, filters: unknown): Paging {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  const filterKey = JSON.stringify(filters);
  const [pagedFilters, setPagedFilters] = useState(filterKey);
  if (pagedFilters !== filterKey) {
    // React's way to adjust state to a changed input: it renders again before anything is shown or fetched.
    setPagedFilters(filterKey);
    setPage(1);
  }
  const current = pagedFilters === filterKey ? page : 1;
  const bind = useMemo(
    () => ({
      page: current,
      limit,
      onPageChange: setPage,
      onLimitChange: (next: number) => {
        setLimit(next);
        setPage(1);
      },
    }),
    [current, limit],
  );
  return { page: current, limit, bind };
}
