// The sample site as the phone benchmarks reach it: built fresh into .cache/<name>, served by
// the real local server, behind a proxy that throttles every request to slow 4G (the service
// worker's too), optionally with a request log between the two (what was fetched, and why).
import path from 'node:path';
import { buildFreshSample } from '../sample/freshSample.ts';
import { startServer } from '../server/startServer.ts';
import { requestLog, type RequestLog } from './requestLog.ts';
import { SLOW_4G, throttledProxy, type ThrottledProxy } from './throttledProxy.ts';

export interface SlowSample {
  origin: string;
  proxy: ThrottledProxy;
  /** Present when asked for with `{ log: true }`. */
  log: RequestLog | undefined;
  close(): Promise<void>;
}

export async function slowSample(name: string, options: { log?: boolean } = {}): Promise<SlowSample> {
  const root = path.resolve('.cache', name);
  process.stderr.write(`Building the sample site into ${path.relative(process.cwd(), root)}/ ...\n`);
  const { outDir } = await buildFreshSample(root);
  const server = await startServer({ siteDir: outDir, host: '127.0.0.1', port: 0, releasesDir: path.join(root, 'releases') });
  const log = options.log ? await requestLog(server.port) : undefined;
  const proxy = await throttledProxy(log?.port ?? server.port, SLOW_4G);
  return {
    origin: `http://127.0.0.1:${proxy.port}`,
    proxy,
    log,
    close: async () => {
      await proxy.close();
      await log?.close();
      await server.close();
    },
  };
}
