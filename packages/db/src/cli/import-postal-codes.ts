/**
 * npm run import:postal-codes -- <CPdescarga.txt>
 * Replaces the postal-code catalogue of the shop's database (DATABASE_URL, else the PGlite under DATA_DIR)
 * in one transaction, and prints how many rows it loaded and how long it took.
 */
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { openDatabase } from '../client';
import { readSepomexFile, replaceCatalogue } from '../postal-codes';

async function main() {
  const file = process.argv[2] ?? process.env.POSTAL_CODES_FILE;
  if (!file || !existsSync(file)) {
    console.error('Uso: npm run import:postal-codes -- <ruta de CPdescarga.txt> (el catálogo oficial de SEPOMEX)');
    process.exit(2);
  }
  const started = performance.now();
  const database = await openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    await database.migrate();
    const parsedAt = performance.now();
    const rows = readSepomexFile(file);
    const parseMs = performance.now() - parsedAt;
    const loadStart = performance.now();
    const count = await replaceCatalogue(database.db, rows, 'file', new Date());
    const loadMs = performance.now() - loadStart;
    const total = (performance.now() - started) / 1000;
    console.log(
      `Catálogo de códigos postales reemplazado: ${count.toLocaleString('es-MX')} filas en ${total.toFixed(1)} s ` +
        `(lectura ${(parseMs / 1000).toFixed(1)} s, carga ${(loadMs / 1000).toFixed(1)} s; ${database.kind}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
