// `npm start`: prepare the database (the embedded sample on a fresh clone), build, serve.
import { prepareDatabase, runAstroBuild } from './build.ts';
import { startServer } from './serve.ts';

try {
  await prepareDatabase();
  await runAstroBuild();
} catch (error) {
  console.error(`\nError: ${(error as Error).message}`);
  process.exit(1);
}
const running = await startServer();
console.log(`\n  Hormiguero de Poemas: http://localhost:${running.port}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void running.close().then(() => process.exit(0)));
}
