import type { Database } from './client.ts';

/**
 * A statement a hot read runs on every request, built once per database (the SQL put together
 * by Drizzle's query builder once, not per request) and run by name, so PostgreSQL parses and
 * plans it once per connection. `build` makes it with `sql.placeholder` for its values and
 * `.prepare(name)`; the name must be unique in the process.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
