// A site of its own for a spec that changes what every other spec reads (publishing, the
// editors' preview): the sample in a fresh PostgreSQL database beside the e2e one, and a
// project command started on it, as editors run it.
import { spawn, type ChildProcess } from 'node:child_process';
import { dropDatabase, recreateDatabase } from '../../scripts/sample/postgresDatabases.ts';

/** The e2e database's server, with another database name. */
const databaseNamed = (suffix: string) => {
  const url = new URL(process.env.E2E_DATABASE_URL!);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.href;
};

/** Runs a project command to its end; rejects with its output when it fails. */
export function runCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output.slice(-3000)}`))));
  });
}

export interface OwnDatabase {
  url: string;
  /** The environment of a command reading and writing it (and no other source). */
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

/** A new database named after the e2e one plus `suffix`, with the sample content. */
export async function freshSampleDatabase(suffix: string): Promise<OwnDatabase> {
  const url = databaseNamed(suffix);
  await recreateDatabase(url);
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url };
  delete env.SUPABASE_URL;
  delete env.SUPABASE_PUBLISHABLE_KEY;
  delete env.SUPABASE_ANON_KEY;
  delete env.EMBEDDED_DB_DIR;
  await runCommand(['scripts/dbSeed.ts'], env);
  return { url, env, drop: () => dropDatabase(url) };
}

export interface RunningCommand {
  /** The address it serves, as printed. */
  base: string;
  stop(): Promise<void>;
}

/** Starts a project command that serves the site, and resolves once it prints its address. */
export function startCommand(args: string[], env: NodeJS.ProcessEnv, address: RegExp): Promise<RunningCommand> {
  const child: ChildProcess = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      const found = address.exec(output)?.[1];
      if (found) resolve({ base: found.replace('localhost', '127.0.0.1'), stop });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output.slice(-3000)}`)));
  });
}
