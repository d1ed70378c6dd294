import type { Database } from './client';

/**
 * `create(db)` made once per database handle and kept as long as the handle lives: prepared
 * statements and statement batchers belong to their pool (tests open many databases in one process).
 */
export function perDatabase<T>(create: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = create(db)));
    return value;
  };
}
