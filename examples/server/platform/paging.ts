/**
 * The admin lists the store pages (plan enrollments, subscription enrollments) answer one shape:
 * a page of rows with where it is and how many there are in all. Counting, the page's slice and
 * the answer are written once here.
 */
import type { Sql } from '../db/db.ts';

/** A page the admin asks for: numbered from 1, `pageSize` rows each (the input layer checked both). */
export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

/** A page as the admin lists read it. */
export interface PagedAnswer<T> {
  Results: T[];
  PageNumber: number;
  PageSize: number;
  TotalNumberOfPages: number;
  TotalNumberOfRecords: number;
}

interface PagedQuery {
  /** A statement answering one row with `total`, the count of every row the list finds. */
  count: string;
  /** The list's rows in their order, without `limit` or `offset`. */
  rows: string;
  /** The values of both statements (`$1`…); the page's limit and offset follow them. */
  params: readonly unknown[];
}

/** Counts the list, then reads the rows of the page asked for and answers them as a page. */
export async function pagedAnswer<Row, T>(sql: Sql, query: PagedQuery, page: PageRequest, toRow: (row: Row) => T): Promise<PagedAnswer<T>> {
  const counted = await sql.query<{ total: number }>(query.count, query.params);
  const total = counted.rows[0]?.total ?? 0;
  const next = query.params.length;
  const rows = await sql.query<Row>(`${query.rows}\n limit $${next + 1} offset $${next + 2}`, [...query.params, page.pageSize, (page.pageNumber - 1) * page.pageSize]);
  return {
    Results: rows.rows.map(toRow),
    PageNumber: page.pageNumber,
    PageSize: page.pageSize,
    TotalNumberOfPages: Math.ceil(total / page.pageSize),
    TotalNumberOfRecords: total,
  };
}
