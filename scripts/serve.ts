// `npm run preview`: serves the built site (dist/) and the functions on http://localhost:4321
// (PORT overrides).
import { startServer } from './server/startServer.ts';

const running = await startServer();
console.log(`\n  Hormiguero de Poemas: http://localhost:${running.port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
