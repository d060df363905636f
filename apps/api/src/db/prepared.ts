import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/**
 * Statements are parsed once per connection, and planned once where a generic plan proves as cheap
 * as planning for each run's values: a search sends several statements, each taking longer to parse
 * and plan than to run.
 *
 * On PGlite, a query runs as an unnamed statement, parsed and planned again every time. So the
 * embedded client prepares the text of a statement once (PREPARE) and runs it with EXECUTE: the
 * statements drizzle names (`.prepare(name)`: a job's page, the cards of a result page), and the
 * first STATEMENTS_PER_CONNECTION texts of reads it runs outside a transaction (a transaction's
 * statements go through PGlite's own transaction, unprepared).
 *
 * EXECUTE takes no bind parameters, so its arguments are written into the command as literals:
 * null, numbers, booleans, arrays of integers, and text as a standard string literal, its quotes
 * doubled (standard_conforming_strings is on, as it is by default: a backslash is only a
 * backslash). A statement called with any other value (a date, bytes) runs unprepared, as before.
 */

type Query = PGlite['query'];
type Named = {
  names: Map<string, string>;
  ready: Map<string, Promise<boolean>>;
  /** Texts named here rather than by drizzle. */
  own: number;
};

const registries = new WeakMap<object, Named>();

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** An argument of EXECUTE written as SQL, or undefined when it is not a value written that way. */
export function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string')
    return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  if (Array.isArray(value) && value.every(isInteger)) return `'{${value.join(',')}}'`;
  return undefined;
}

/** A read: the statements that may be prepared without being named first. */
const READ = /^\s*(select|with)\s/i;

/** A PGlite client whose statements are prepared once; drizzle is given this one. */
export function withPreparedStatements(client: PGlite): PGlite {
  const named: Named = { names: new Map(), ready: new Map(), own: 0 };
  const plain: Query = client.query.bind(client);
  const prepare = (name: string, text: string) => {
    let ready = named.ready.get(name);
    if (!ready) {
      // A text PostgreSQL cannot prepare (a parameter whose type it cannot infer) stays unprepared.
      ready = client.exec(`prepare ${name} as ${text}`).then(
        () => true,
        () => false,
      );
      named.ready.set(name, ready);
    }
    return ready;
  };
  const nameOf = (text: string) => {
    let name = named.names.get(text);
    if (!name && named.own < STATEMENTS_PER_CONNECTION && READ.test(text)) {
      name = `read_${++named.own}`;
      named.names.set(text, name);
    }
    return name;
  };
  const query = (async (text: string, params?: unknown[], options?: object) => {
    const args = (params ?? []).map(literal);
    const name = args.every((arg) => arg !== undefined) ? nameOf(text) : undefined;
    if (!name || !(await prepare(name, text))) return plain(text, params, options);
    return plain(`execute ${name}${args.length ? `(${args.join(', ')})` : ''}`, [], options).catch(
      (error: unknown) => {
        // The error names the statement as it was written, not the command that carried its
        // values (which the log must never hold).
        if (error && typeof error === 'object' && 'query' in error) error.query = text;
        throw error;
      },
    );
  }) as Query;
  const wrapped = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  registries.set(wrapped, named);
  return wrapped;
}

type Preparable<P> = { prepare(name: string): P };
type PreparedQuery = { getQuery(): { sql: string } };

const cache = new WeakMap<Db, Map<string, PreparedQuery>>();

/**
 * The statement `name`, built and prepared once per database and then reused: planned once per
 * connection on PostgreSQL and once on PGlite.
 */
export function preparedStatement<P extends PreparedQuery>(
  db: Db,
  name: string,
  build: (db: Db) => Preparable<P>,
): P {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let statement = statements.get(name) as P | undefined;
  if (!statement) {
    statement = build(db).prepare(name);
    statements.set(name, statement);
    const client = (db as unknown as { $client?: object }).$client;
    if (client) registries.get(client)?.names.set(statement.getQuery().sql, name);
  }
  return statement;
}

/**
 * On PostgreSQL, a connection prepares each statement it runs, by its text, the first time it runs
 * it (node-postgres then sends only its name and values).
 *
 * Statements drizzle names itself (`.prepare(name)`) keep their names. The names of texts are
 * shared by the connections of a process; a connection prepares at most STATEMENTS_PER_CONNECTION
 * texts, and the process names at most TEXTS_NAMED, so that statements built with values in their
 * text cannot fill the server's memory: beyond them, statements run unprepared, as before.
 *
 * A connection pooler between the app and PostgreSQL must keep prepared statements per server
 * connection (PgBouncer 1.21 and later, `max_prepared_statements`).
 */
export const STATEMENTS_PER_CONNECTION = 200;
const TEXTS_NAMED = 2_000;
const namesOfTexts = new Map<string, string>();

function nameOf(text: string) {
  let name = namesOfTexts.get(text);
  if (!name && namesOfTexts.size < TEXTS_NAMED) {
    name = `s${namesOfTexts.size + 1}`;
    namesOfTexts.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };

/** A node-postgres client that prepares its statements (given to the pool as its `Client`). */
export class PreparingClient extends pg.Client {}

const preparedOn = new WeakMap<pg.Client, Set<string>>();
const plainQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;

// node-postgres' query has many overloads; each is passed through, only named on the way.
PreparingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config] = args as [QueryConfig | string | undefined];
  if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name) {
    const name = nameOf(config.text);
    let prepared = preparedOn.get(this);
    if (!prepared) preparedOn.set(this, (prepared = new Set()));
    if (name && (prepared.has(name) || prepared.size < STATEMENTS_PER_CONNECTION)) {
      prepared.add(name);
      args[0] = { ...config, name };
    }
  }
  return plainQuery.apply(this, args);
} as pg.Client['query'];
