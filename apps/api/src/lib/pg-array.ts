/**
 * A PostgreSQL array literal ('{"a","b"}') for passing a whole column of values as one parameter,
 * e.g. `insert ... select * from unnest($1::text[], $2::int[])`: thousands of rows in one statement,
 * well under the bind-parameter limit. Elements are quoted, so any text is safe; null is NULL.
 */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${String(value).replace(/[\\"]/g, '\\$&')}"`,
  );
  return `{${items.join(',')}}`;
}
