import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';
import { serverOf } from './replica-watch';

/**
 * Statements that run on every visit (a job's page, the cards of a result page) are planned once
 * per connection. On PostgreSQL, drizzle's `.prepare(name)` already does that. On PGlite it runs a
 * named statement like any other, planned again every time: for a job page with six joins, planning
 * is three quarters of its cost. So the embedded client prepares the text of a named statement
 * once (PREPARE) and runs it with EXECUTE.
 *
 * EXECUTE takes no bind parameters, so its arguments are written into the command. Only integers,
 * arrays of integers and null are written that way (nothing a caller could turn into SQL); a
 * statement called with any other value runs unprepared, as before.
 */

type Query = PGlite['query'];
type Named = { names: Map<string, string>; ready: Map<string, Promise<boolean>> };

const registries = new WeakMap<object, Named>();

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** An argument of EXECUTE written as SQL, or undefined when it is not a plain integer value. */
function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (isInteger(value)) return String(value);
  if (Array.isArray(value) && value.every(isInteger)) return `'{${value.join(',')}}'`;
  return undefined;
}

/** A PGlite client whose named statements are prepared once; drizzle is given this one. */
export function withPreparedStatements(client: PGlite): PGlite {
  const named: Named = { names: new Map(), ready: new Map() };
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
  const query = (async (text: string, params?: unknown[], options?: object) => {
    const name = named.names.get(text);
    const args = (params ?? []).map(literal);
    if (!name || args.some((arg) => arg === undefined) || !(await prepare(name, text)))
      return plain(text, params, options);
    return plain(`execute ${name}${args.length ? `(${args.join(', ')})` : ''}`, [], options);
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
  // A statement is prepared on one server's connections: a reader that moves keeps one for each.
  db = serverOf(db);
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
