// npm run seed:large -- [--seed 42] [--scale 1] [--force]
// Fills DATABASE_URL (PostgreSQL) or, without it, the embedded PGlite in DATA_DIR (default ./data).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPglite, openPostgres } from '../../client.ts';
import { parseSeedArgs } from './args.ts';
import { AlreadySeededError, seedLarge } from './run.ts';

const options = parseSeedArgs(process.argv.slice(2));
const url = process.env.DATABASE_URL || undefined;
const dataDir = join(resolve(process.env.DATA_DIR ?? './data'), 'pgdata');
console.log(url ? `PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//***@')}` : `PGlite: ${dataDir}`);
if (!url) mkdirSync(dataDir, { recursive: true });
const database = url ? await openPostgres(url) : await openPglite(dataDir);
try {
  await seedLarge(database, options);
} catch (error) {
  if (!(error instanceof AlreadySeededError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
