// The editors' commands for a reader's ARCO request (access, rectification, cancellation,
// opposition) on the configured database (DATABASE_URL, else the embedded one):
//
//   npm run datos:buscar   -- <correo|nombre>        what is held about that person
//   npm run datos:exportar -- <correo|nombre>        the same as JSON, to send to the reader
//   npm run datos:borrar   -- <correo|nombre> [--si] erases it; without --si, only says what would go
//
// An e-mail address finds its subscription, a name the hormigueos signed with it (trimmed,
// case-insensitive, otherwise exact). The rules live in SQL (public.datos_de_persona and
// public.borrar_datos_de_persona); this only calls them and prints. With the embedded
// database, stop `npm start` first (one process at a time).
import { messageOfDatabaseCode } from '../src/lib/actions/rules.ts';
import { describeDataSource, readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { openDatabaseFor } from '../src/lib/db/openDatabase.ts';
import {
  describeErasure,
  describePersonalData,
  erasureOf,
  type PersonalData,
  type PersonalDataErased,
} from '../src/lib/privacy/describePersonalData.ts';

const USAGE = 'Usage: npm run datos:buscar|datos:exportar|datos:borrar -- <e-mail or name> [--si]';
const ACTIONS = ['buscar', 'exportar', 'borrar'] as const;
type Action = (typeof ACTIONS)[number];

const [actionArg, ...rest] = process.argv.slice(2);
const action = ACTIONS.find((a) => a === actionArg);
const confirmed = rest.includes('--si');
// A name typed without quotes arrives as several arguments: they are one name.
const who = rest
  .filter((a) => a !== '--si')
  .join(' ')
  .trim();
if (!action || !who || rest.some((a) => a.startsWith('--') && a !== '--si')) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = readDataSourceConfig();
  const db = await openDatabaseFor("these commands read readers' data", config);
  try {
    const find = async () => (await db.query<{ r: PersonalData }>('select public.datos_de_persona($1) as r', [who]))[0]!.r;
    await run(action, {
      find,
      erase: async () => (await db.query<{ r: PersonalDataErased }>('select public.borrar_datos_de_persona($1) as r', [who]))[0]!.r,
      source: describeDataSource(config),
    });
  } finally {
    await db.close();
  }
} catch (error) {
  const { message } = error as Error;
  console.error(`Error: ${messageOfDatabaseCode(message) ?? message}`);
  process.exit(1);
}

async function run(
  what: Action,
  { find, erase, source }: { find: () => Promise<PersonalData>; erase: () => Promise<PersonalDataErased>; source: string },
) {
  if (what === 'exportar') {
    // Only the JSON on stdout, so it can be redirected to a file as it is.
    console.log(JSON.stringify(await find(), null, 2));
    return;
  }
  if (what === 'buscar') {
    console.log(`${describePersonalData(await find())}\n\n(${source})`);
    return;
  }
  if (!confirmed) {
    const data = await find();
    console.log(describePersonalData(data));
    console.log(`\nDry run, nothing was erased. With --si: ${describeErasure(erasureOf(data))}.`);
    return;
  }
  console.log(`Erased for "${who}" (${source}): ${describeErasure(await erase())}.`);
}
