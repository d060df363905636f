import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMasterData } from '../modules/master-data/master-data.seed';
import { openDatabase, type Database } from './client';
import { createServerDatabase } from '../test/harness';
import { PreparingClient, preparedStatement, STATEMENTS_PER_CONNECTION } from './prepared';
import { rowsOf } from './rows';
import { masterItems } from './schema';

describe('named statements on the embedded database', () => {
  let database: Database;
  const preparedNames = async () =>
    rowsOf<{ name: string }>(
      await database.db.execute(sql`select name from pg_prepared_statements order by name`),
    ).map((row) => row.name);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await database.migrate();
    await seedMasterData(database.db);
  });
  afterAll(() => database.close());

  const byIds = () =>
    preparedStatement(database.db, 'test_items_by_ids', (db) =>
      db
        .select({ id: masterItems.id, name: masterItems.name })
        .from(masterItems)
        .where(sql`${masterItems.id} = any(${sql.placeholder('ids')})`)
        .orderBy(asc(masterItems.id)),
    );

  it('prepares a statement with integer arguments once and answers as an unprepared one', async () => {
    const expected = await database.db
      .select({ id: masterItems.id, name: masterItems.name })
      .from(masterItems)
      .where(sql`${masterItems.id} in (1, 2, 3)`)
      .orderBy(asc(masterItems.id));
    expect(expected).toHaveLength(3);
    expect(await byIds().execute({ ids: [3, 1, 2] })).toEqual(expected);
    expect(await preparedNames()).toContain('test_items_by_ids');
    // Reused, not built again: the same statement answers other arguments.
    expect(byIds()).toBe(byIds());
    expect(await byIds().execute({ ids: [2] })).toEqual([expected[1]]);
    expect(await byIds().execute({ ids: [] })).toEqual([]);
  });

  it('prepares a named statement with a text argument, which stays a value', async () => {
    const byName = () =>
      preparedStatement(database.db, 'test_items_by_name', (db) =>
        db
          .select({ id: masterItems.id })
          .from(masterItems)
          .where(eq(masterItems.name, sql.placeholder('name'))),
      );
    const [first] = await database.db.select().from(masterItems).limit(1);
    expect(await byName().execute({ name: first.name })).toContainEqual({ id: first.id });
    // A hostile value stays a value.
    expect(await byName().execute({ name: "x'); drop table master_items; --" })).toEqual([]);
    expect(await preparedNames()).toContain('test_items_by_name');
    expect(await byIds().execute({ ids: [first.id] })).toHaveLength(1);
  });

  it('prepares reads by their text, and text arguments stay values whatever they hold', async () => {
    const read = (value: string) =>
      database.db.execute(sql`select ${value}::text as t, ${7}::int as n, ${true}::boolean as b`);
    const text = 'select $1::text as t, $2::int as n, $3::boolean as b';
    const hostile = [
      "x'); drop table master_items; --",
      "it's ''quoted''",
      "back\\slash \\' and E'\\x41'",
      '$$ dollar $tag$',
      'مستودع déjà 倉庫',
      '',
    ];
    for (const value of hostile)
      expect(rowsOf(await read(value))).toEqual([{ t: value, n: 7, b: true }]);
    const statements = rowsOf<{ statement: string }>(
      await database.db.execute(sql`select statement from pg_prepared_statements`),
    ).map((row) => row.statement);
    expect(statements.filter((statement) => statement.endsWith(text))).toHaveLength(1);
    expect(await database.db.select().from(masterItems).limit(1)).toHaveLength(1);
    // A value not written as a literal (a date) runs the statement unprepared.
    const at = new Date('2026-01-02T03:04:05Z');
    const [row] = rowsOf<{ at: string }>(
      await database.db.execute(sql`select ${at}::timestamptz as at`),
    );
    expect(new Date(row.at).getTime()).toBe(at.getTime());
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('statements on a PostgreSQL server', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let client: PreparingClient;
  const preparedTexts = async () =>
    (
      await client.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by name',
      )
    ).rows.map((row) => row.statement);

  beforeAll(async () => {
    server = await createServerDatabase();
    client = new PreparingClient({ connectionString: server.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await server?.drop();
  });

  it('are prepared once per connection by their text, and answer as unprepared ones', async () => {
    const text = 'select $1::int + 1 as n';
    const plain = await client.query(text, [41]);
    expect(await preparedTexts()).not.toContain(text);
    for (const n of [41, 1, 41])
      expect((await client.query({ text, values: [n] })).rows).toEqual([{ n: n + 1 }]);
    expect((await preparedTexts()).filter((statement) => statement === text)).toHaveLength(1);
    expect(plain.rows).toEqual([{ n: 42 }]);
    // A statement that fails is answered with its error, and the connection goes on.
    await expect(client.query({ text: 'select 1 / $1::int', values: [0] })).rejects.toThrow(
      /division by zero/,
    );
    expect((await client.query({ text: 'select 1 / $1::int as n', values: [1] })).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('are prepared up to a number per connection; beyond it, they run unprepared', async () => {
    for (let i = 0; i < STATEMENTS_PER_CONNECTION + 20; i++) {
      const { rows } = await client.query({ text: `select ${i}::int as n` });
      expect(rows).toEqual([{ n: i }]);
    }
    expect(await preparedTexts()).toHaveLength(STATEMENTS_PER_CONNECTION);
    // The texts prepared first are still run prepared.
    expect((await client.query({ text: 'select 0::int as n' })).rows).toEqual([{ n: 0 }]);
  });
});
