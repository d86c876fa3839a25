// `npm run buzon`: a local mailbox standing in for Formspree. The sample database forwards
// hormigueos to http://127.0.0.1:4399/buzon/...; this prints each message that arrives and
// appends it to .data/buzon.jsonl. (BUZON_PORT overrides the port.)
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';

const port = Number(process.env.BUZON_PORT || 4399);
await mkdir('.data', { recursive: true });
createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', async () => {
    const entry = { recibido: new Date().toISOString(), ruta: request.url, cuerpo: safeJson(body) };
    console.log(JSON.stringify(entry, null, 2));
    await appendFile('.data/buzon.jsonl', `${JSON.stringify(entry)}\n`);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
}).listen(port, '127.0.0.1', () => console.log(`Buzón listening on http://127.0.0.1:${port}/buzon/...`));

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
