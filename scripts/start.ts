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
await startServer();
