// A built site served by Cloudflare's own runtime (`wrangler pages dev`, workerd) with the
// project's middleware wrapped so that each Function invocation is logged: what the Workers
// plan would count. Used by `npm run bench:invocations` and the Cloudflare integration test.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const MARK = '[function-invocation]';

export interface CountedPagesDev {
  origin: string;
  /** The paths of the requests that ran a Function so far. */
  invocations(): string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Serves `siteDir` in workerd with the real middleware, counting its invocations. */
export async function countedPagesDev(siteDir: string, options: { timeoutMs?: number } = {}): Promise<CountedPagesDev> {
  const project = await mkdtemp(path.join(os.tmpdir(), 'hdp-pages-'));
  await mkdir(path.join(project, 'functions'));
  const middleware = path.resolve('functions/_middleware.ts');
  await writeFile(
    path.join(project, 'functions', '_middleware.ts'),
    [
      `import { onRequest as middleware } from ${JSON.stringify(middleware)};`,
      'export const onRequest = (context) => {',
      `  console.log(${JSON.stringify(MARK)} + ' ' + new URL(context.request.url).pathname);`,
      '  return middleware(context);',
      '};',
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const seen: string[] = [];
  let output = '';
  const child = spawn(
    process.execPath,
    [
      path.resolve('node_modules/wrangler/bin/wrangler.js'),
      ...['pages', 'dev', path.resolve(siteDir), '--port', String(port), '--ip', '127.0.0.1'],
      ...['--compatibility-date', '2026-10-01', '--compatibility-flags', 'nodejs_compat'],
      ...['--persist-to', path.join(project, '.state'), '--show-interactive-dev-session=false', '--log-level', 'log'],
    ],
    { cwd: project, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
  );
  const read = (chunk: Buffer) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) {
      const at = line.indexOf(MARK);
      if (at >= 0) seen.push(line.slice(at + MARK.length).trim());
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(project, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`wrangler pages dev exited (${child.exitCode}):\n${output.slice(-2000)}`);
    }
    const ready = await fetch(`${origin}/favicon.svg`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not answer in time:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The readiness probe is not a reader's request.
  seen.length = 0;
  return { origin, invocations: () => [...seen], stop };
}
