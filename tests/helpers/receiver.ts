import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in for Formspree on 127.0.0.1: records every JSON POST it gets. */
export interface Receiver {
  url(path: string): string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

export async function startReceiver(options: { port?: number; delayMs?: number; status?: number } = {}): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const answer = () => {
        received.push({ path: request.url ?? '', contentType: request.headers['content-type'], body: JSON.parse(text || 'null') });
        response.writeHead(options.status ?? 200, { 'content-type': 'application/json' }).end('{"ok":true}');
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
