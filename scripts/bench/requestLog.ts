// An HTTP layer in front of a local server that records every request a benchmark's browser
// makes (its path, whether it was a Speculation Rules prefetch or a service worker's
// navigation preload) and the bytes of each answer, so a benchmark can say what was fetched
// ahead and never used.
import http from 'node:http';

export interface LoggedRequest {
  path: string;
  /** The Sec-Purpose header ('prefetch' for a Speculation Rules prefetch), or ''. */
  purpose: string;
  /** Sent by a service worker's navigation preload. */
  preload: boolean;
  /** Bytes of the answer as sent (its body, compressed when it was, and its status line and headers). */
  bytes: number;
}

export interface RequestLog {
  port: number;
  /** Requests answered since the last reset, in order. */
  requests(): LoggedRequest[];
  reset(): void;
  close(): Promise<void>;
}

export async function requestLog(targetPort: number): Promise<RequestLog> {
  let log: LoggedRequest[] = [];
  const server = http.createServer((request, response) => {
    const entry: LoggedRequest = {
      path: request.url ?? '/',
      purpose: String(request.headers['sec-purpose'] ?? request.headers['purpose'] ?? ''),
      preload: request.headers['service-worker-navigation-preload'] !== undefined,
      bytes: 0,
    };
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        entry.bytes += answer.rawHeaders.reduce((sum, part) => sum + part.length + 2, 16);
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.on('data', (chunk: Buffer) => (entry.bytes += chunk.length));
        answer.pipe(response);
        answer.on('end', () => log.push(entry));
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    requests: () => [...log],
    reset: () => (log = []),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
