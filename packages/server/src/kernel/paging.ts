/** Paging of every planning list: `limit` 1-1000 (default 1000) and `offset`, as the contract says. */
export interface Page {
  limit: number;
  offset: number;
}

export const DEFAULT_PAGE: Page = { limit: 1000, offset: 0 };

/** The validated `limit`/`offset` query (the validator filled the defaults in) as a Page. */
export function pageOf(query: { limit?: number; offset?: number }): Page {
  return { limit: query.limit ?? DEFAULT_PAGE.limit, offset: query.offset ?? DEFAULT_PAGE.offset };
}

/** Newest first, ties by id: the order of every list (the per-user list index covers it). */
export const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

export interface Paged<T> {
  items: T[];
  /** Matching records before paging (the X-Total-Count header). */
  total: number;
}
