import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMasterData } from '../modules/master-data/master-data.seed';
import { openDatabase, type Database } from './client';
import { preparedStatement } from './prepared';
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

  it('runs a statement unprepared when an argument is not an integer', async () => {
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
    expect(await preparedNames()).not.toContain('test_items_by_name');
    expect(await byIds().execute({ ids: [first.id] })).toHaveLength(1);
  });
});
