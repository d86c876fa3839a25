// Builds the site from the configured database (see docs/configuration.md): what `npm run
// build` and a publish run. Making a sample to build from is scripts/sample/'s job.
import { spawn } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readDataSourceConfig } from '../../src/lib/config/dataSource.ts';
import { assertHostedBuildSettings } from '../../src/lib/config/hostedBuild.ts';
import { readPublishingConfig } from '../../src/lib/config/publishing.ts';
import { writeSnapshotFile } from '../../src/lib/content/fileSource.ts';
import { loadSnapshot } from '../../src/lib/content/loadSnapshot.ts';
import type { Snapshot } from '../../src/lib/content/types.ts';
import { siteView } from '../../src/lib/schedule/siteView.ts';
import { readReportPart, type BuildReport } from '../../src/lib/build/buildReport.ts';
import { hasWholeSearchIndex } from '../../src/lib/search/pagefindWriter.ts';
import { readStorageBase } from '../../src/lib/config/storageBase.ts';
import { indexSnapshot } from '../../src/lib/site/indexSnapshot.ts';
import { writeCards } from './cards/writeCards.ts';
import { writeHostFiles } from './hostFiles.ts';

/** Files and settings that shape the built pages besides the data. */
const CODE_PATHS = ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json'];
const BUILD_SETTINGS = [
  'SITE_URL',
  'STORAGE_PUBLIC_URL',
  'SUPABASE_URL',
  'IMAGE_HOSTS',
  'EDITOR_PREVIEW',
  'MAGAZINE_TIME_ZONE',
  'PRIVACY_CONTACT_EMAIL',
];

async function hashCode(hash: Hash): Promise<void> {
  for (const entry of CODE_PATHS) {
    const files =
      existsSync(entry) && (await stat(entry)).isDirectory()
        ? (await readdir(entry, { recursive: true })).map((f) => path.join(entry, String(f))).sort()
        : [entry];
    for (const file of files) {
      if (!existsSync(file) || !(await stat(file)).isFile()) continue;
      hash
        .update(file)
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
}

/** The folder of Astro's cache, the snapshot and the search index's state (kept between builds). */
export const cacheDirOf = (env: NodeJS.ProcessEnv): string => path.resolve(env.ASTRO_CACHE_DIR || 'node_modules/.astro');

async function countHtml(dir: string): Promise<number> {
  return (await readdir(dir, { recursive: true })).filter((f) => String(f).endsWith('.html')).length;
}

/**
 * One incremental build into ASTRO_OUT_DIR (or dist/) as configured by `env`. The database
 * is read once, here (or handed over as `snapshot` by a server that holds it), and turned
 * into the site's view as of `now`: editions dated after today in the magazine's time zone
 * are left out, unless this is the editors' preview. Astro gets that view as a snapshot
 * file. When the view, the code and the build settings are exactly those of the last build
 * into the same folder, there is nothing to publish and Astro is not even started (`force`
 * builds anyway); otherwise Astro's incremental build renders only the pages whose data or
 * code changed. Meanwhile the content report is made (its picture checks run side by side
 * with the build) and written into the folder; it never fails the build.
 */
export async function buildSite(
  env: NodeJS.ProcessEnv = process.env,
  options: { echo?: boolean; force?: boolean; snapshot?: Snapshot; now?: Date } = {},
): Promise<BuildReport & { skipped: boolean }> {
  // On Cloudflare's build machines a missing setting stops the build before it reads anything.
  assertHostedBuildSettings(env);
  const outDir = path.resolve(env.ASTRO_OUT_DIR || 'dist');
  const cacheDir = cacheDirOf(env);
  const now = options.now ?? new Date();
  const publishing = readPublishingConfig(env);
  await mkdir(cacheDir, { recursive: true });

  // Taken before the read: every change made before this moment is in what the build reads.
  const readAt = options.snapshot ? now : new Date();
  let database = options.snapshot;
  if (!database) {
    database = await loadSnapshot(readDataSourceConfig(env));
  }
  const view = siteView(database, { now, ...publishing });
  const snapshotFile = path.join(cacheDir, 'content-snapshot.json');
  await writeSnapshotFile(snapshotFile, view.snapshot);
  // The report's code is loaded only now, and its work starts once Astro's is under way: it
  // runs while Astro's process starts and renders, not before it.
  const makeReport = () =>
    import('./contentReport.ts').then(async ({ makeContentReport, writeContentReport }) => {
      const content = await makeContentReport(view, { env, cacheDir, now, timeZone: publishing.timeZone });
      return { content, write: () => writeContentReport(outDir, content) };
    });

  // The cards of shared links (scripts/site/cards/): drawn beside Astro's build, from the same
  // view, only those that changed.
  const makeCards = () =>
    writeCards(
      indexSnapshot(view.snapshot, { storageBase: readStorageBase(env), now, preview: publishing.preview, timeZone: publishing.timeZone }),
      outDir,
      cacheDir,
      env,
    );

  const fingerprint = createHash('sha256');
  fingerprint.update(await readFile(snapshotFile)).update(process.version);
  for (const name of BUILD_SETTINGS) fingerprint.update(`\0${name}=${env[name] ?? ''}`);
  await hashCode(fingerprint);
  const digest = fingerprint.digest('hex');
  const stampFile = path.join(cacheDir, 'last-builds.json');
  const stamps = JSON.parse(await readFile(stampFile, 'utf8').catch(() => '{}')) as Record<string, string>;
  // Nothing to publish, unless the folder itself lost something (its home page, or a search
  // index cut off while being written): then Astro runs and the integration rewrites it.
  if (!options.force && stamps[outDir] === digest && existsSync(path.join(outDir, 'index.html')) && (await hasWholeSearchIndex(outDir))) {
    // The cards are made from the same data, so they are as the last build left them.
    const { content, write } = await makeReport();
    content.output = await writeHostFiles(outDir, { leido: readAt.toISOString(), huella: digest }, view.snapshot.poema.length);
    await write();
    return { rendered: 0, restored: await countHtml(outDir), content, skipped: true };
  }

  delete stamps[outDir]; // a failed build must not leave the previous stamp pointing at a changed folder
  await writeFile(stampFile, JSON.stringify(stamps));
  // Always the same flags: Astro's log level is part of what its incremental cache hashes.
  const astro = runAstroBuild([], { ...env, CONTENT_SNAPSHOT_FILE: snapshotFile }, { capture: true, echo: options.echo });
  const reporting = makeReport();
  const drawing = makeCards();
  // Awaited below once Astro is done; a failed build must not leave them unhandled.
  reporting.catch(() => {});
  drawing.catch(() => {});
  await astro;
  const [{ content, write }, cards] = await Promise.all([reporting, drawing]);
  content.output = await writeHostFiles(outDir, { leido: readAt.toISOString(), huella: digest }, view.snapshot.poema.length);
  await write();
  stamps[outDir] = digest;
  await writeFile(stampFile, JSON.stringify(stamps));
  const report = await readReportPart(cacheDir, 'pages');
  const search = await readReportPart(cacheDir, 'search');
  return { rendered: report.rendered, restored: report.restored, search, content, cards, skipped: false };
}

/**
 * Runs `astro build` in a child process; resolves (with its output when `capture` is set)
 * when it succeeded, rejects otherwise (with the output's last lines when captured).
 */
export function runAstroBuild(
  args: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
  options: { capture?: boolean; echo?: boolean } = {},
): Promise<string> {
  const astro = path.resolve('node_modules/astro/bin/astro.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build', ...args], {
      stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Node keeps compiled Astro and Vite code between builds: a faster start.
      env: { NODE_COMPILE_CACHE: path.resolve('node_modules/.cache/node-compile'), ...env },
    });
    let output = '';
    const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk;
      if (options.echo) stream.write(chunk);
    };
    child.stdout?.on('data', collect(process.stdout));
    child.stderr?.on('data', collect(process.stderr));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(output);
      const tail = output.trim().split('\n').slice(-15).join('\n');
      reject(new Error(`astro build failed (${signal ?? `exit code ${code}`})${tail ? `\n${tail}` : ''}`));
    });
  });
}
