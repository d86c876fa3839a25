// `npm run dev`: Astro's dev server on the configured database (pages only; the local
// server of `npm start` adds the functions and the legacy URL redirects).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { openDatabase } from '../src/lib/db/openDatabase.ts';

// The embedded sample database is created on first use: here, before Astro's pages read it.
const config = readDataSourceConfig();
if (config.kind === 'embedded') await (await openDatabase(config)).close();
const child = spawn(process.execPath, [path.resolve('node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
