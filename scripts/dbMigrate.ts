// `npm run db:migrate`: applies supabase/migrations to the configured database.
import { describeDataSource, readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { applyMigrations } from '../src/lib/db/migrations.ts';
import { openDatabase } from '../src/lib/db/openDatabase.ts';

const config = readDataSourceConfig();
if (config.kind === 'supabase') {
  console.error(
    "db:migrate talks to Postgres directly. For Supabase, set DATABASE_URL to the project's connection\n" +
      'string (Project Settings > Database) or run `supabase db push` with the Supabase CLI.',
  );
  process.exit(1);
}
try {
  const db = await openDatabase(config);
  try {
    const applied = await applyMigrations(db);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to the ${describeDataSource(config)}:\n  ${applied.join('\n  ')}`
        : `The ${describeDataSource(config)} is up to date.`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}
