import { spawn } from 'node:child_process';

export interface RunResult {
  code: number | null;
  output: string;
}

/** Runs a project script with the current Node (>= 22.18), collecting stdout and stderr. */
export function runNode(args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 240_000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
