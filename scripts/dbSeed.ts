// `npm run db:seed`: loads the sample content (supabase/seed.sql) into an empty database.
// With the embedded database, `--reset` deletes it first and starts over from the sample.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { describeDataSource, readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { applyMigrations, applySeed } from '../src/lib/db/migrations.ts';
import { openDatabase } from '../src/lib/db/openDatabase.ts';

const config = readDataSourceConfig();
const reset = process.argv.includes('--reset');
try {
  if (config.kind === 'supabase') throw new Error('db:seed needs DATABASE_URL (the Supabase connection string) or the embedded database.');
  if (config.kind === 'embedded') {
    if (reset) await rm(config.dir, { recursive: true, force: true });
    const fresh = !existsSync(config.dir);
    const db = await openDatabase(config); // a new embedded database is seeded as it is created
    await db.close();
    console.log(
      fresh
        ? `Created the ${describeDataSource(config)} with the sample content.`
        : `The ${describeDataSource(config)} already exists; run \`npm run db:seed -- --reset\` to start it over.`,
    );
  } else {
    const db = await openDatabase(config);
    try {
      await applyMigrations(db);
      const [row] = await db.query<{ count: string }>('select count(*)::text as count from public.revista');
      if (row?.count !== '0')
        throw new Error(`the ${describeDataSource(config)} already has content; the sample goes into an empty database only.`);
      await applySeed(db);
      console.log(`Loaded the sample content into the ${describeDataSource(config)}.`);
    } finally {
      await db.close();
    }
  }
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}
