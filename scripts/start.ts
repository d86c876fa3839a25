// `npm start`: opens the database (creating the embedded sample on a fresh clone), builds
// the site into a release under .site/ and serves it with the functions; later rebuilds
// (POST /api/rebuild, `npm run rebuild`) are swapped in the same way.
import { startServer } from './server/startServer.ts';

try {
  const running = await startServer({ initialBuild: true });
  console.log(`\n  Hormiguero de Poemas: http://localhost:${running.port}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void running.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(`\nError: ${(error as Error).message}`);
  process.exit(1);
}
