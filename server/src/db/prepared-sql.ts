import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

type Rows<Row> = { rows: Row[] } | Row[];

/**
 * A statement written in SQL (with `sql.placeholder` parameters), planned once per connection under
 * `name`, for what the query builder cannot say (data-modifying CTEs, a set operation over CTEs). Its
 * rows come back as PostgreSQL names them: alias the columns to the keys the caller expects.
 */
export function prepareSql<Row>(db: Database, name: string, statement: SQL) {
  const prepared = db._.session.prepareQuery<{ execute: Rows<Row>; all: unknown; values: unknown }>(
    new PgDialect().sqlToQuery(statement),
    undefined,
    name,
    false,
  );
  return async (parameters: Record<string, unknown>): Promise<Row[]> => {
    const result = await prepared.execute(parameters);
    // node-postgres answers with a result object, PGlite with the rows
    return Array.isArray(result) ? result : result.rows;
  };
}
