import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's row as drizzle reads it, from the row as PostgreSQL's `row_to_json` gives it (its columns' names, dates
 * and timestamps as text): each column's own driver mapping turns it back (issue 32: a read that builds its answer
 * as one JSON value in the same statement as other parts keeps the rows and the mapping of the plain query).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
