// `npm run dev`: Astro's dev server on the configured database (pages only; the local
// server of `npm start` adds the functions and the legacy URL redirects).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { prepareDatabase } from './site/buildSite.ts';

await prepareDatabase();
const child = spawn(process.execPath, [path.resolve('node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
