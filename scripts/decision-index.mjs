// Rewrites the table of docs/decisions/README.md from the records' titles (`# NNNN. Title`): run after adding one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'docs', 'decisions');
const readme = join(dir, 'README.md');
const rows = readdirSync(dir)
  .filter((f) => /^\d{4}-.+\.md$/.test(f) && !f.startsWith('0000-'))
  .sort()
  .map((f) => {
    const title = /^# (\d{4})\. (.+)$/m.exec(readFileSync(join(dir, f), 'utf8'));
    if (!title) throw new Error(`${f}: no '# NNNN. Title' heading`);
    return `| [${title[1]}](${f}) | ${title[2].trim()} |`;
  });
const text = readFileSync(readme, 'utf8');
const start = text.indexOf('| record');
const head = (start >= 0 ? text.slice(0, start) : `${text.trimEnd()}\n\n`).replace(/<<<<<<<[^\n]*\n?$/, '');
writeFileSync(readme, `${head}| record | decision |\n| --- | --- |\n${rows.join('\n')}\n`);
