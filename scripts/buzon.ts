// `npm run buzon`: a local mailbox standing in for Formspree. The sample database forwards
// hormigueos to http://127.0.0.1:4399/buzon/...; this prints each message that arrives and
// appends it to .data/buzon.jsonl. (BUZON_PORT overrides the port.) The end-to-end server
// runs one too, so the forwarding path is exercised and tests can read what arrived.
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { isMain } from './isMain.ts';

export interface BuzonEntry {
  recibido: string;
  ruta: string | undefined;
  cuerpo: unknown;
}

export interface BuzonOptions {
  port?: number;
  /** JSON Lines file each message is appended to. */
  file?: string;
  /** Called for every message (the CLI prints it). */
  onMessage?: (entry: BuzonEntry) => void;
}

export async function startBuzon(options: BuzonOptions = {}): Promise<Server> {
  const port = options.port ?? 4399;
  const file = options.file ?? '.data/buzon.jsonl';
  await mkdir(path.dirname(file), { recursive: true });
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', async () => {
      const entry: BuzonEntry = { recibido: new Date().toISOString(), ruta: request.url, cuerpo: safeJson(body) };
      options.onMessage?.(entry);
      await appendFile(file, `${JSON.stringify(entry)}\n`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

if (isMain(import.meta.url)) {
  const port = Number(process.env.BUZON_PORT || 4399);
  await startBuzon({ port, onMessage: (entry) => console.log(JSON.stringify(entry, null, 2)) });
  console.log(`Buzón listening on http://127.0.0.1:${port}/buzon/...`);
}
