import { expectOk, totalCount } from '@routier/sdk';

const PAGE = 1000;

/**
 * Reads every page of a list operation (limit 1000, offset, `X-Total-Count`), so `routes list` shows all
 * routes and not only the first thousand.
 */
export async function listAll<T>(
  page: (query: {
    limit: number;
    offset: number;
  }) => Promise<{ data?: T[]; error?: unknown; response: Response }>,
): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const result = await page({ limit: PAGE, offset: all.length });
    const items = expectOk(result) ?? [];
    all.push(...items);
    const total = totalCount(result.response);
    if (items.length < PAGE || (total !== undefined && all.length >= total)) return all;
  }
}
