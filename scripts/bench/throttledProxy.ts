// A slow network in front of a local server, for every request the browser makes, its
// service worker's included (DevTools' network emulation applies to a page's own requests
// only): a TCP proxy that delays each connection by a round trip, each chunk by half a round
// trip each way, and shares the bandwidth of each direction between all connections.
import net from 'node:net';

export interface Network {
  latencyMs: number;
  downKbps: number;
  upKbps: number;
}

/** Lighthouse's slow 4G (its mobile throttling): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G: Network = { latencyMs: 150, downKbps: 1638.4, upKbps: 750 };

export interface ThrottledProxy {
  port: number;
  /** Bytes sent to the browser since the last reset (what it downloaded, compressed, with headers). */
  bytesDown(): number;
  /** Requests started (connections) and bytes, from zero again. */
  reset(): void;
  /** false: the network stops answering (connections stay open, nothing goes through). */
  answering(on: boolean): void;
  close(): Promise<void>;
}

/** One direction of the link: chunks leave in order, no faster than its bandwidth. */
class Pipe {
  #nextFree = 0;
  readonly #bytesPerMs: number;
  readonly #delayMs: number;

  constructor(kbps: number, delayMs: number) {
    this.#bytesPerMs = (kbps * 1000) / 8 / 1000;
    this.#delayMs = delayMs;
  }

  /** When a chunk of `bytes` arrives at the other end. */
  schedule(bytes: number): number {
    const start = Math.max(Date.now(), this.#nextFree);
    this.#nextFree = start + bytes / this.#bytesPerMs;
    return this.#nextFree + this.#delayMs;
  }
}

export async function throttledProxy(targetPort: number, network: Network = SLOW_4G): Promise<ThrottledProxy> {
  const down = new Pipe(network.downKbps, network.latencyMs / 2);
  const up = new Pipe(network.upKbps, network.latencyMs / 2);
  let bytes = 0;
  let open = true;
  const sockets = new Set<net.Socket>();

  /** Forwards `from`'s data to `to` through `pipe`, in order, dropping it while the network does not answer. */
  const forward = (from: net.Socket, to: net.Socket, pipe: Pipe, count: boolean) => {
    let queue = Promise.resolve();
    from.on('data', (chunk: Buffer) => {
      if (!open) return;
      const at = pipe.schedule(chunk.length);
      queue = queue.then(async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
        if (count) bytes += chunk.length;
        if (!to.destroyed) to.write(chunk);
      });
    });
    from.on('end', () => void queue.then(() => to.end()));
  };

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.pause();
    // Connecting costs a round trip (the TCP handshake) before anything goes through.
    setTimeout(() => {
      if (!open) return;
      const upstream = net.connect(targetPort, '127.0.0.1', () => {
        forward(client, upstream, up, false);
        forward(upstream, client, down, true);
        client.resume();
      });
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    }, network.latencyMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    bytesDown: () => bytes,
    reset: () => (bytes = 0),
    answering: (on) => (open = on),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
