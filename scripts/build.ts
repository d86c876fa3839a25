// Builds the site from the configured database (see README "Configuration").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeDataSource, readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { openDatabase } from '../src/lib/db/openDatabase.ts';
import { isMain } from './isMain.ts';

/** Creates the embedded sample database on first use, so the build only reads. */
export async function prepareDatabase(): Promise<void> {
  const config = readDataSourceConfig();
  if (config.kind !== 'embedded') return;
  if (!existsSync(config.dir)) console.log(`Creating the sample database (${describeDataSource(config)})...`);
  const db = await openDatabase(config);
  await db.close();
}

/** Runs `astro build` in a child process; resolves when it succeeded, rejects otherwise. */
export function runAstroBuild(args: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const astro = path.resolve('node_modules/astro/bin/astro.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build', ...args], { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`astro build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

if (isMain(import.meta.url)) {
  try {
    await prepareDatabase();
    await runAstroBuild(process.argv.slice(2));
  } catch (error) {
    console.error(`\nError: ${(error as Error).message}`);
    process.exit(1);
  }
}
