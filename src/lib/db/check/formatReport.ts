// The words of `npm run db:check`: the report an editor reads, in Spanish, from the findings
// (findings.ts). Each finding names the table and rows, or the object, and says what to do:
// the statement to run (on its own lines, to copy as it is) or where in Supabase's dashboard.
// Pure, so every sentence is tested without a database.
import path from 'node:path';
import type { DataSourceConfig } from '../../config/dataSource.ts';
import { DEFAULT_TIME_ZONE } from '../../config/publishing.ts';
import { TABLE_NAMES, type ColumnKind, type TableName } from '../../content/tables.ts';
import { groupOf, isSerious, type CheckReport, type Finding, type FindingGroup, type Note, type RowKey } from './findings.ts';

const GROUP_TITLES: Record<FindingGroup, string> = {
  data: 'Datos que no cuadran',
  access: 'Acceso público (anon y authenticated: quien tenga la clave publicable)',
  ownership: 'Propiedad',
  shape: 'Forma',
  supabase: 'Supabase',
  key: 'Clave de la compilación',
};
const GROUP_ORDER: FindingGroup[] = ['data', 'access', 'ownership', 'shape', 'supabase', 'key'];
const GROUP_SUMMARY: Record<FindingGroup, string> = {
  data: 'de datos',
  access: 'de acceso',
  ownership: 'de propiedad',
  shape: 'de forma',
  supabase: 'de Supabase',
  key: 'de la clave',
};

/** How many rows or objects a finding names before saying how many more there are. */
const NAMED = 10;

/** What a finding says: what is wrong, what to do, and the statements to run, if any. */
interface Words {
  what: string;
  todo: string;
  sql?: string[];
}

/** The database a report is about, without credentials. */
export function describeTarget(config: Exclude<DataSourceConfig, { kind: 'supabase' }>): string {
  if (config.kind === 'embedded') {
    const shown = path.relative(process.cwd(), config.dir);
    return `la base de datos integrada (${shown && !shown.startsWith('..') ? shown : config.dir})`;
  }
  try {
    const url = new URL(config.url);
    return `PostgreSQL en ${url.hostname}:${url.port || '5432'}${decodeURIComponent(url.pathname) || '/'}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The first line: which database, as which role. */
export const headerLine = (database: string, role: string) => `Base de datos: ${database}, con el rol ${role}.`;

export function formatReport(report: CheckReport): string {
  // Blocks separated by a blank line: the header, the groups (or the one line saying it is ready), the notes, the summary.
  const blocks: string[][] = [[headerLine(report.database, report.role)]];
  if (!report.findings.length) blocks.push(['Lista para este sitio: nada necesita atención.']);
  let number = 0;
  for (const group of GROUP_ORDER) {
    const findings = report.findings.filter((f) => groupOf(f) === group);
    if (!findings.length) continue;
    const block = [`${GROUP_TITLES[group]}:`];
    for (const finding of findings) {
      number += 1;
      const { what, todo, sql } = wordsOf(finding);
      block.push(`  ${number}. ${isSerious(finding) ? '[GRAVE] ' : ''}${what}`, `     Qué hacer: ${todo}`);
      for (const statement of sql ?? []) block.push(`       ${statement}`);
    }
    blocks.push(block);
  }
  if (report.notes.length) blocks.push(['Notas:', ...report.notes.map((note) => `  - ${noteWords(note)}`)]);
  blocks.push([summaryLine(report.findings)]);
  return blocks.map((block) => block.join('\n')).join('\n\n');
}

export function summaryLine(findings: readonly Finding[]): string {
  if (!findings.length) return 'Resumen: ningún asunto pendiente; la base de datos está lista para el sitio.';
  const serious = findings.filter(isSerious).length;
  const byGroup = GROUP_ORDER.map((group) => [group, findings.filter((f) => groupOf(f) === group).length] as const)
    .filter(([, n]) => n > 0)
    .map(([group, n]) => `${n} ${GROUP_SUMMARY[group]}`);
  return (
    `Resumen: ${count(findings.length, 'asunto', 'asuntos')} que atender` +
    (serious ? ` (${count(serious, 'grave', 'graves')})` : '') +
    `: ${sentenceList(byGroup)}. Después de corregirlos, vuelve a ejecutar npm run db:check.`
  );
}

function noteWords(note: Note): string {
  switch (note.kind) {
    case 'notSupabase':
      return 'Publicar al editar (pg_cron, pg_net y Vault) solo aplica a un proyecto de Supabase; esta base de datos no lo es.';
    case 'noBuildKey':
      return (
        'Clave de la compilación: no hay SUPABASE_PUBLISHABLE_KEY ni SUPABASE_ANON_KEY en el entorno, y la base de datos no puede decir ' +
        'si la compilación usa una clave publicable: míralo en Supabase (Settings → API Keys) y en wrangler.toml.'
      );
    case 'publishableKey':
      return `Clave de la compilación: ${note.variable} es una clave publicable (sb_publishable_…), la que corresponde.`;
    case 'platformDefaults':
      return (
        `Lo que supabase_admin, el rol de la plataforma, cree en public (${sentenceList(note.objects.map((o) => OBJECT_WORDS[o]))}) nace abierto a anon y ` +
        'authenticated; Supabase no deja cambiarlo, y ese rol no crea nada del sitio.'
      );
    case 'noPublicRoles':
      return 'Los roles anon y authenticated no existen todavía (npm run db:migrate los crea): no hay acceso público que revisar.';
  }
}

function wordsOf(finding: Finding): Words {
  switch (finding.kind) {
    case 'orphanReference': {
      const rows = namedList(
        finding.rows.map((r) => `${rowName(finding.table, r.key)} → ${finding.target} ${r.value}`),
        finding.total,
      );
      const column = `t.${sqlName(finding.column)}`;
      const missing = `${column} is not null and not exists (select 1 from public.${finding.target} r where r.id = ${column})`;
      return finding.nullable
        ? {
            what: `${finding.table}.${finding.column} apunta a filas de ${finding.target} que no existen: ${rows}.`,
            todo:
              `pon el id correcto en esas filas (Table Editor → ${finding.table}, columna ${finding.column}) o vuelve a crear ` +
              `${finding.target === 'autor' ? 'el autor' : `la fila de ${finding.target}`}; si no hay ninguno, déjalo vacío:`,
            sql: [`update public.${finding.table} t set ${sqlName(finding.column)} = null where ${missing};`],
          }
        : {
            what: `${finding.table} empareja filas de ${finding.target} que no existen: ${rows}.`,
            todo: `esas filas no emparejan nada: bórralas (o corrige el id en Table Editor → ${finding.table}):`,
            sql: [`delete from public.${finding.table} t where ${missing};`],
          };
    }
    case 'nullKey': {
      const rows = namedList(
        finding.rows.map((key) => rowName(finding.table, key)),
        finding.total,
      );
      return {
        what:
          `${finding.table}: ${count(finding.total, 'fila', 'filas')} sin ${finding.column} (${rows}); ` +
          'es parte de la clave de la fila, y la compilación se detiene al leerla.',
        todo: `rellénalo en Table Editor → ${finding.table}, o borra esas filas:`,
        sql: [`delete from public.${finding.table} where ${sqlName(finding.column)} is null;`],
      };
    }
    case 'duplicatePair': {
      const [a, b] = finding.columns;
      const pair = `(${a} ${finding.pair[0]}, ${b} ${finding.pair[1]})`;
      if (finding.ids?.length) {
        const [keep, ...extra] = finding.ids;
        return {
          what: `${finding.table}: la pareja ${pair} está ${finding.count} veces, en las filas id ${sentenceList(finding.ids.map(String))}.`,
          todo: `deja una (la fila id ${keep}) y borra las demás:`,
          sql: [`delete from public.${finding.table} where id in (${extra.join(', ')});`],
        };
      }
      return {
        what: `${finding.table}: la pareja ${pair} está ${finding.count} veces.`,
        todo: 'deja una y borra las demás:',
        sql: [
          `delete from public.${finding.table} d using public.${finding.table} k where d.ctid > k.ctid and d.${sqlName(a)} = k.${sqlName(a)} and d.${sqlName(b)} = k.${sqlName(b)} ` +
            `and d.${sqlName(a)} = ${finding.pair[0]} and d.${sqlName(b)} = ${finding.pair[1]};`,
        ],
      };
    }
    case 'duplicateSubscriber': {
      const [keep, ...extra] = finding.ids;
      if (keep === undefined)
        return {
          what: `suscriptor: la dirección ${finding.address} está suscrita más de una vez, escrita con otras mayúsculas o espacios.`,
          todo: 'la tabla no tiene columna id: deja una suscripción en Table Editor → suscriptor (busca la dirección) y borra las demás.',
        };
      return {
        what:
          `suscriptor: la dirección ${finding.address} está suscrita ${finding.ids.length} veces, escrita con otras mayúsculas o espacios ` +
          `(filas id ${sentenceList(finding.ids.map(String))}).`,
        todo: `deja una suscripción (la más antigua, id ${keep}) y borra las demás:`,
        sql: [`delete from public.suscriptor where id in (${extra.join(', ')});`],
      };
    }
    case 'notValidForeignKey':
      return {
        what:
          `${finding.table}.${finding.column} → ${finding.target}: la clave foránea ${finding.constraint} está NOT VALID ` +
          '(las migraciones la añadieron sin comprobar las filas que ya había).',
        todo:
          finding.orphans === null
            ? 'valídala (si aún hay filas huérfanas, PostgreSQL las rechaza y no cambia nada):'
            : finding.orphans
              ? `cuando no quede ninguna fila huérfana en ${finding.table}.${finding.column} (hay ${finding.orphans}, ver arriba), valídala:`
              : 'valídala (ya no hay filas huérfanas):',
        sql: [`alter table public.${finding.table} validate constraint ${sqlName(finding.constraint)};`],
      };
    case 'missingSubscriberIndex':
      return {
        what: 'suscriptor: falta el índice único sobre la dirección normalizada, lower(btrim(correo)), que impide suscribir dos veces la misma dirección.',
        todo: finding.duplicates ? 'cuando hayas dejado una sola fila por dirección (ver arriba), créalo:' : 'créalo:',
        sql: ['create unique index if not exists suscriptor_correo_normalizado_key on public.suscriptor (lower(btrim(correo)));'],
      };
    case 'publicFunction': {
      const name = /^(?:public\.)?([^(]+)/.exec(finding.signature)?.[1] ?? finding.signature;
      return {
        what:
          `La función ${finding.signature} la ${finding.roles.length > 1 ? 'pueden' : 'puede'} ejecutar ${roleList(finding.roles)}: cualquiera con la clave publicable, por la API (/rest/v1/rpc/${name})` +
          (finding.securityDefiner ? ', y corre con los permisos de su dueño (SECURITY DEFINER).' : '.'),
        todo: 'quítales el permiso (o bórrala en Database → Functions si ya nadie la usa):',
        sql: [`revoke execute on function ${finding.signature} from public, anon, authenticated;`],
      };
    }
    case 'publicRead':
      return readWords(finding);
    case 'publicWrite': {
      const roles = [...new Set(finding.tables.flatMap((t) => t.roles))].sort();
      // Tables with the same privileges are named together: usually one list, from one default.
      const byPrivileges = new Map<string, string[]>();
      for (const { table, privileges } of finding.tables) {
        const key = privileges.join(', ');
        byPrivileges.set(key, [...(byPrivileges.get(key) ?? []), table]);
      }
      const tables = [...byPrivileges].map(([privileges, names]) => `${sentenceList(names)} (${privileges})`);
      return {
        what: `${rolesCan(roles)} escribir en ${count(finding.tables.length, 'tabla', 'tablas')}: ${tables.join('; ')}.`,
        todo: 'el sitio no escribe nunca con la clave publicable (lo hace el servidor); quítales esos permisos:',
        sql: [
          `revoke insert, update, delete, truncate, references, trigger on ${finding.tables.map((t) => `public.${sqlName(t.table)}`).join(', ')} from anon, authenticated;`,
        ],
      };
    }
    case 'publicSequences':
      return {
        what:
          `${rolesCan(finding.roles)} usar ${count(finding.sequences.length, 'secuencia', 'secuencias')} ` +
          `(${namedList(finding.sequences, finding.sequences.length)}): gastan ids sin escribir una fila.`,
        todo: 'quítales el permiso:',
        sql: [`revoke all on sequence ${finding.sequences.map((s) => `public.${sqlName(s)}`).join(', ')} from anon, authenticated;`],
      };
    case 'publicPolicy':
      return {
        what:
          `${finding.table}: la política «${finding.policy}» (${COMMAND_WORDS[finding.command] ?? finding.command}, para ${roleList(finding.roles)}) ` +
          `no es de este proyecto${policyEffect(finding)}`,
        todo: 'bórrala (en Supabase, Authentication → Policies, o con):',
        sql: [`drop policy ${quoteName(finding.policy)} on public.${sqlName(finding.table)};`],
      };
    case 'defaultPrivileges': {
      const where = finding.schema ? `en ${finding.schema}` : 'en cualquier esquema';
      const what =
        `Lo que ${finding.owner} cree ${where} (${sentenceList(finding.objects.map((o) => OBJECT_WORDS[o]))}) nacerá con permisos para ` +
        `${roleList(finding.grantees)} (privilegios por defecto).`;
      return {
        what,
        todo: `quítalos (como ${finding.owner} o un superusuario):`,
        sql: finding.objects.map(
          (objects) =>
            `alter default privileges for role ${sqlName(finding.owner)}${finding.schema ? ` in schema ${sqlName(finding.schema)}` : ''} ` +
            `revoke all on ${objects} from ${finding.grantees.map(sqlName).join(', ')};`,
        ),
      };
    }
    case 'notOwner':
      return {
        what:
          `${count(finding.tables.length, 'tabla es', 'tablas son')} de ${finding.owner} y no de ${finding.role}, el rol de esta conexión: ` +
          `${namedList(finding.tables, finding.tables.length)}. Las migraciones necesitan ser dueñas de las tablas que cambian.`,
        todo: `migra conectado como ${finding.owner}, o haz dueño a ${finding.role} (lo hace ${finding.owner} o un superusuario):`,
        sql: finding.tables.map((t) => `alter table public.${sqlName(t)} owner to ${sqlName(finding.role)};`),
      };
    case 'missingTable':
      return {
        what: `Falta la tabla ${finding.table}, que el sitio lee: la compilación falla.`,
        todo: 'npm run db:migrate la crea (vacía).',
      };
    case 'missingColumns':
      return {
        what:
          `${finding.table}: ${finding.columns.length === 1 ? 'falta la columna' : 'faltan las columnas'} ${sentenceList(finding.columns.map((c) => c.name))}, ` +
          'que el sitio lee: la compilación falla al leer la tabla.',
        todo: `añádela${finding.columns.length === 1 ? '' : 's'} (Table Editor → ${finding.table} → Insert column, o):`,
        sql: finding.columns.map((c) => `alter table public.${finding.table} add column ${sqlName(c.name)} ${SQL_TYPES[c.kind]};`),
      };
    case 'columnType':
      return typeWords(finding);
    case 'pendingMigrations':
      return {
        what:
          `Faltan ${count(finding.versions.length, 'migración', 'migraciones')} por aplicar: ${sentenceList(finding.versions)}.` +
          (finding.columns.length
            ? ` Entre otras cosas, añaden ${finding.columns.length === 1 ? 'la columna' : 'las columnas'} que el sitio lee y aún no existen: ${sentenceList(finding.columns)}.`
            : ''),
        todo: 'ejecuta npm run db:migrate con DATABASE_URL apuntando a esta base de datos.',
      };
    case 'unknownMigrations':
      return {
        what: `La base de datos tiene ${count(finding.versions.length, 'migración', 'migraciones')} que esta copia del repositorio no trae: ${sentenceList(finding.versions)}.`,
        todo: 'actualiza la copia (git pull) antes de migrar o de fiarte de este informe.',
      };
    case 'unreadable':
      return {
        what: `No se pudo leer ${finding.object}: ${finding.reason}.`,
        todo: 'conéctate con un rol que pueda leerla: el dueño de las tablas, el mismo con el que se migra.',
      };
    case 'missingExtension':
      return finding.extension === 'supabase_vault'
        ? {
            what: 'Falta Vault (supabase_vault), donde publicar al editar guarda la dirección del deploy hook de Cloudflare.',
            todo: 'actívala en Supabase: Database → Extensions → supabase_vault.',
          }
        : {
            what: `Falta la extensión ${finding.extension}, que publicar al editar necesita (supabase/publish/deploy-hook.sql).`,
            todo: `actívala en Supabase: Database → Extensions → ${finding.extension}.`,
          };
    case 'buildKey':
      return keyWords(finding);
  }
}

/** What a policy for the public roles does today: a policy gives no privilege, it filters the rows one lets through. */
function policyEffect(finding: Extract<Finding, { kind: 'publicPolicy' }>): string {
  if (TABLE_NAMES.includes(finding.table as TableName) && finding.command === 'select')
    return `; sobra, porque ${finding.table}_public_read ya deja leer el contenido.`;
  if (finding.table === 'suscriptor')
    return (
      `: deja ${finding.command === 'select' ? 'leer las direcciones' : 'cambiar los suscriptores'} en cuanto esos roles tengan permiso sobre la tabla` +
      (finding.inEffect ? ', y hoy lo tienen.' : '; hoy no lo tienen.')
    );
  return finding.inEffect
    ? '; hoy deja pasar filas, porque esos roles tienen permiso sobre la tabla.'
    : '; hoy no abre nada, pero dejaría pasar las filas en cuanto alguien les diera permiso sobre la tabla.';
}

function readWords(finding: Extract<Finding, { kind: 'publicRead' }>): Words {
  const thing = finding.view ? 'la vista' : 'la tabla';
  const rows = finding.rowsVisible
    ? 'Hoy sus filas se ven (sin seguridad por filas, o con una política que lo permite).'
    : 'Hoy la seguridad por filas no les devuelve ninguna, pero el permiso sobra.';
  if (!finding.contentColumns.length) {
    return {
      what: `${rolesCan(finding.roles)} leer ${thing} ${finding.table}, que el sitio no lee (${sentenceList(finding.columns)}). ${rows}`,
      todo: 'quítales el permiso:',
      sql: [`revoke all on public.${sqlName(finding.table)} from anon, authenticated;`],
    };
  }
  // The content's rows are public anyway; what matters is a column that should not be.
  const forwarding = finding.columns.includes('formspree_url')
    ? ` formspree_url es la dirección de reenvío de cada ${finding.table}: nunca debe ser pública.${finding.rowsVisible ? ' Hoy se ve.' : ''}`
    : '';
  return {
    what:
      `${finding.table}: ${roleList(finding.roles)} ${finding.roles.length > 1 ? 'pueden' : 'puede'} leer columnas que el sitio no lee: ${sentenceList(finding.columns)}.` +
      forwarding,
    todo: finding.tableLevel
      ? 'el permiso es sobre toda la tabla: quítalo y dales solo las columnas del sitio (las dos sentencias juntas):'
      : 'quítales esas columnas:',
    sql: finding.tableLevel
      ? [
          `revoke select on public.${sqlName(finding.table)} from anon, authenticated;`,
          `grant select (${finding.contentColumns.map(sqlName).join(', ')}) on public.${sqlName(finding.table)} to anon, authenticated;`,
        ]
      : [`revoke select (${finding.columns.map(sqlName).join(', ')}) on public.${sqlName(finding.table)} from anon, authenticated;`],
  };
}

const KIND_WORDS: Record<ColumnKind, string> = {
  key: 'un número entero (parte de la clave)',
  int: 'un número entero',
  text: 'texto',
  date: 'una fecha (AAAA-MM-DD)',
  stamp: 'un instante con zona horaria (timestamptz)',
};
const SQL_TYPES: Record<ColumnKind, string> = { key: 'bigint', int: 'bigint', text: 'text', date: 'date', stamp: 'timestamptz' };

function typeWords(finding: Extract<Finding, { kind: 'columnType' }>): Words {
  const column = `${finding.table}.${finding.column}`;
  const name = sqlName(finding.column);
  let consequence: string;
  let using: string;
  let first = '';
  switch (finding.expected) {
    case 'key':
    case 'int':
      consequence = 'la compilación se detiene en la primera fila cuyo valor no sea un número entero.';
      using = `${name}::bigint`;
      first = 'corrige los valores que no sean enteros y ';
      break;
    case 'text':
      consequence = `el sitio lo muestra convertido a texto tal como lo escribe PostgreSQL.`;
      using = `${name}::text`;
      break;
    case 'date':
      if (TEXT.includes(finding.actual)) {
        consequence =
          'el sitio toma las fechas que empiezan por AAAA-MM-DD y deja sin fecha las demás' +
          (finding.badTotal
            ? `: ${count(finding.badTotal, 'fila queda', 'filas quedan')} sin fecha (${namedList(
                finding.badRows.map((id) => `${finding.table} ${id}`),
                finding.badTotal,
              )}).`
            : '; hoy todas las filas se leen bien.');
        using = `nullif(btrim(${name}), '')::date`;
        if (finding.badTotal) first = 'corrige esas filas (AAAA-MM-DD) y ';
      } else if (finding.actual === 'timestamp with time zone') {
        consequence = 'el sitio toma el día en la zona horaria del servidor (UTC en Supabase), que puede no ser el de la revista.';
        using = `(${name} at time zone '${DEFAULT_TIME_ZONE}')::date`;
      } else {
        consequence = 'el sitio no verá ninguna fecha en ella.';
        using = `${name}::date`;
      }
      break;
    case 'stamp':
      consequence =
        finding.actual === 'timestamp without time zone'
          ? 'el sitio toma la hora como si fuera de la zona de la máquina que compila.'
          : 'el sitio no sabrá cuándo cambió cada fila.';
      using = `${name}::timestamptz`;
      break;
  }
  const alter = `alter table public.${finding.table} alter column ${name} type ${SQL_TYPES[finding.expected]} using ${using};`;
  const sql = finding.triggers.length
    ? [
        'begin;',
        ...finding.triggers.map((t) => `drop trigger ${sqlName(t)} on public.${finding.table};`),
        alter,
        ...(finding.triggers.some((t) => OWN_TRIGGERS.includes(t)) ? ['select public.instalar_sellos_de_contenido();'] : []),
        'commit;',
      ]
    : [alter];
  const others = finding.triggers.filter((t) => !OWN_TRIGGERS.includes(t));
  return {
    what: `${column} es ${finding.actual} y el sitio la lee como ${KIND_WORDS[finding.expected]}: ${consequence}`,
    todo:
      `${first}conviértela${finding.triggers.length ? ` (sus triggers, ${sentenceList(finding.triggers)}, se quitan y se vuelven a crear)` : ''}:` +
      (others.length
        ? ` después vuelve a ejecutar supabase/publish/deploy-hook.sql en el SQL editor, que crea ${sentenceList(others)}.`
        : ''),
    sql,
  };
}

const TEXT = ['text', 'character varying'];
/** The content triggers `public.instalar_sellos_de_contenido()` makes (supabase/migrations, content dates). */
const OWN_TRIGGERS = ['sellar_actualizado', 'tocar_padres'];

function keyWords(finding: Extract<Finding, { kind: 'buildKey' }>): Words {
  switch (finding.key) {
    case 'legacy-anon':
      return {
        what: `${finding.variable} es una clave anon antigua (un JWT). Supabase retira las claves antiguas a finales de 2026.`,
        todo: `crea la clave publicable en Supabase (Settings → API Keys) y pon su valor (sb_publishable_…) en lugar de la antigua, aquí y en wrangler.toml.`,
      };
    case 'secret':
      return {
        what:
          `${finding.variable} tiene una clave secreta (sb_secret_…): lee y escribe todo, saltándose la seguridad por filas, ` +
          'y la configuración de la compilación vive en el repositorio.',
        todo:
          'cámbiala ya por la clave publicable (Settings → API Keys); como ha estado expuesta, crea otra clave secreta para el servidor ' +
          'y borra esta en Settings → API Keys.',
      };
    case 'legacy-service-role':
      return {
        what:
          `${finding.variable} tiene la clave service_role antigua (un JWT): lee y escribe todo, saltándose la seguridad por filas, ` +
          'y la configuración de la compilación vive en el repositorio.',
        todo:
          'cámbiala ya por la clave publicable (Settings → API Keys); como ha estado expuesta, pasa el servidor a una clave secreta nueva ' +
          'y desactiva las claves antiguas (Settings → API Keys).',
      };
    case 'unknown':
      return {
        what:
          `${finding.variable} no parece una clave de Supabase: no empieza por sb_publishable_ ni es un JWT de anon` +
          (finding.role ? ` (es un JWT del rol ${finding.role}).` : '.'),
        todo: 'copia la clave publicable de Supabase (Settings → API Keys).',
      };
  }
}

const COMMAND_WORDS: Record<string, string> = { select: 'leer', insert: 'añadir', update: 'modificar', delete: 'borrar', all: 'todo' };
const OBJECT_WORDS = { tables: 'tablas (y vistas)', sequences: 'secuencias', functions: 'funciones' } as const;

/** `poema 900`, or a pair table's row by its columns: `creaciones_poemario (id_creacion 1, id_poemario 1)`. */
function rowName(table: string, key: RowKey): string {
  const entries = Object.entries(key);
  if (entries.length === 1 && entries[0]![0] === 'id') return `${table} ${entries[0]![1]}`;
  return `${table} (${entries.map(([column, value]) => `${column} ${value ?? 'vacío'}`).join(', ')})`;
}

/** The subject and verb of a sentence about roles: `Los roles anon y authenticated pueden`. */
function rolesCan(roles: readonly string[]): string {
  if (roles.length === 1 && roles[0] === 'public') return 'Todos los roles (PUBLIC) pueden';
  return roles.length === 1 ? `El rol ${roles[0]} puede` : `Los roles ${roleList(roles)} pueden`;
}

function roleList(roles: readonly string[]): string {
  return sentenceList(roles.map((role) => (role === 'public' ? 'PUBLIC, es decir, todos los roles' : role)));
}

/** `a, b y c`. */
function sentenceList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** The first few of `items`, and how many more of `total` there are. */
function namedList(items: readonly string[], total: number): string {
  const shown = items.slice(0, NAMED);
  const more = total - shown.length;
  return more > 0 ? `${shown.join(', ')} y ${count(more, 'más', 'más')}` : sentenceList(shown);
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An identifier as SQL needs it: bare when it can be, quoted otherwise ("URL"). */
const sqlName = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : quoteName(name));
const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
