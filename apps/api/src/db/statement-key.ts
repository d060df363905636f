import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A statement as the text and values it is sent with: a key for what its answer is kept under. */
export function statementKey(statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return `${text}\n${JSON.stringify(params)}`;
}
