import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's row as drizzle reads it, from the row as PostgreSQL's `row_to_json` gives it (its columns' names, dates
 * and timestamps as text): each column's own driver mapping turns it back (issue 32: a read that builds its answer
 * as one JSON value in the same statement as other parts keeps the rows and the mapping of the plain query).
 */
const columnsOf = new WeakMap<Table, [string, Column][]>();

export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  // Once per table, not per row (every profile read maps rows).
  if (!columns) columnsOf.set(table, (columns = Object.entries<Column>(getTableColumns(table))));
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
