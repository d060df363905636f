import type { TPage } from '@logicareers/shared/schemas/common';

/** Which page of a list is asked for: its number (from 1) and how many rows a page holds. */
export type Paging = { page: number; pageSize: number } | { page: number; page_size: number };

/** A filtered, ordered query that can be cut down to one page of its rows. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list and how many rows the whole list holds, read side by side, answered as every
 * paged list is: the rows of the page presented, the total, the page and its size.
 */
export async function readPage<Row, Item>(
  paging: Paging,
  query: { rows: Pageable<Row>; total: PromiseLike<{ total: number }[]> },
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<TPage<Item>> {
  const pageSize = 'pageSize' in paging ? paging.pageSize : paging.page_size;
  const [rows, [{ total }]] = await Promise.all([
    query.rows.limit(pageSize).offset((paging.page - 1) * pageSize),
    query.total,
  ]);
  return {
    items: await present(rows),
    total: Number(total),
    page: paging.page,
    page_size: pageSize,
  };
}
