// What the public key's roles (anon, authenticated) may do in schema public, read from the
// catalog: the site needs them to read TABLES' columns and nothing else. Anything more is a
// finding: a function they may call, a table or column beyond the content, any write, a
// policy the dashboard made for them, and default privileges that would open what is
// created next. Privileges are what PostgreSQL checks first; a policy only filters the rows
// a privilege already lets a role read, so both are reported.
import { TABLES } from '../../content/tables.ts';
import type { Sql } from '../sql.ts';
import type { Catalog } from './catalog.ts';
import type { Finding, Note } from './findings.ts';

const CONTENT_COLUMNS: Record<string, string[]> = Object.fromEntries(
  Object.entries(TABLES).map(([table, spec]) => [table, Object.keys(spec.columns)]),
);

/** This project's own policies: `<table>_public_read` on each content table. */
const isOwnPolicy = (table: string, policy: string) => table in TABLES && policy === `${table}_public_read`;

export async function inspectAccess(db: Sql, catalog: Catalog): Promise<{ findings: Finding[]; notes: Note[] }> {
  const roles = catalog.publicRoles;
  if (!roles.length) return { findings: [], notes: [{ kind: 'noPublicRoles' }] };
  const defaults = await openDefaults(db, roles);
  // Supabase's platform role keeps defaults that open what it creates in public, and no project
  // may change them (it creates none of the site's objects): that is said, not asked.
  const platform = defaults.filter((f) => f.owner === PLATFORM_ROLE);
  return {
    findings: [
      ...(await executableFunctions(db, roles)),
      ...(await readableRelations(db, roles, catalog)),
      ...(await writableRelations(db, roles)),
      ...(await usableSequences(db, roles)),
      ...(await publicPolicies(db, roles)),
      ...defaults.filter((f) => f.owner !== PLATFORM_ROLE),
    ],
    notes: platform.length ? [{ kind: 'platformDefaults', objects: [...new Set(platform.flatMap((f) => f.objects))] }] : [],
  };
}

/** Supabase's own role, whose default privileges a project cannot alter. */
const PLATFORM_ROLE = 'supabase_admin';

async function executableFunctions(db: Sql, roles: string[]): Promise<Finding[]> {
  // Functions of extensions installed in public are the extension's to manage, not the editors'.
  const rows = await db.query<{ signature: string; definer: boolean; roles: string[] }>(
    `select p.oid::regprocedure::text as signature, p.prosecdef as definer, array_agg(r.rolname::text order by r.rolname) as roles
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       cross join (select rolname from pg_roles where rolname = any($1)) r
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        and has_function_privilege(r.rolname, p.oid, 'EXECUTE')
      group by p.oid, p.prosecdef
      order by 1`,
    [roles],
  );
  return rows.map((r) => ({ kind: 'publicFunction', signature: r.signature, roles: r.roles, securityDefiner: r.definer }));
}

async function readableRelations(db: Sql, roles: string[], catalog: Catalog): Promise<Finding[]> {
  const rows = await db.query<{ relation: string; role: string; table_level: boolean; columns: string[]; rows_visible: boolean }>(
    `select c.relname as relation, r.rolname::text as role,
            has_table_privilege(r.rolname, c.oid, 'SELECT') as table_level,
            array_agg(a.attname::text order by a.attnum) as columns,
            -- A view answers with its owner's rights, whatever row-level security says.
            (c.relkind in ('v', 'm', 'f') or not c.relrowsecurity or exists (
               select 1 from pg_policy p
                where p.polrelid = c.oid and p.polpermissive and p.polcmd in ('r', '*')
                  and (0 = any (p.polroles) or r.oid = any (p.polroles)))) as rows_visible
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       cross join (select oid, rolname from pg_roles where rolname = any($1)) r
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and has_column_privilege(r.rolname, c.oid, a.attnum, 'SELECT')
      group by c.oid, c.relname, c.relkind, c.relrowsecurity, r.oid, r.rolname
      order by 1, 2`,
    [roles],
  );
  const byRelation = new Map<string, Extract<Finding, { kind: 'publicRead' }>>();
  for (const row of rows) {
    const allowed = CONTENT_COLUMNS[row.relation] ?? [];
    const beyond = row.columns.filter((c) => !allowed.includes(c));
    if (!beyond.length) continue;
    const relation = catalog.relations.get(row.relation);
    const finding = byRelation.get(row.relation) ?? {
      kind: 'publicRead' as const,
      table: row.relation,
      view: relation?.kind === 'view',
      roles: [],
      columns: [],
      contentColumns: allowed.filter((c) => relation?.columns.has(c)),
      tableLevel: false,
      rowsVisible: false,
    };
    finding.roles.push(row.role);
    finding.columns = [...new Set([...finding.columns, ...beyond])].sort(
      (a, b) => row.columns.indexOf(a) - row.columns.indexOf(b) || a.localeCompare(b),
    );
    finding.tableLevel ||= row.table_level;
    finding.rowsVisible ||= row.rows_visible;
    byRelation.set(row.relation, finding);
  }
  return [...byRelation.values()];
}

async function writableRelations(db: Sql, roles: string[]): Promise<Finding[]> {
  const rows = await db.query<{ relation: string; role: string; privileges: string[] }>(
    `select relation, role, privileges from (
       select c.relname as relation, r.rolname::text as role,
              array_remove(array[
                case when has_table_privilege(r.rolname, c.oid, 'INSERT') or has_any_column_privilege(r.rolname, c.oid, 'INSERT') then 'insert' end,
                case when has_table_privilege(r.rolname, c.oid, 'UPDATE') or has_any_column_privilege(r.rolname, c.oid, 'UPDATE') then 'update' end,
                case when has_table_privilege(r.rolname, c.oid, 'DELETE') then 'delete' end,
                case when has_table_privilege(r.rolname, c.oid, 'TRUNCATE') then 'truncate' end,
                case when has_table_privilege(r.rolname, c.oid, 'REFERENCES') or has_any_column_privilege(r.rolname, c.oid, 'REFERENCES') then 'references' end,
                case when has_table_privilege(r.rolname, c.oid, 'TRIGGER') then 'trigger' end
              ], null) as privileges
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         cross join (select rolname from pg_roles where rolname = any($1)) r
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'f')
     ) w
     where cardinality(privileges) > 0
     order by 1, 2`,
    [roles],
  );
  if (!rows.length) return [];
  const tables = new Map<string, { table: string; roles: string[]; privileges: string[] }>();
  for (const row of rows) {
    const entry = tables.get(row.relation) ?? { table: row.relation, roles: [], privileges: [] };
    entry.roles.push(row.role);
    entry.privileges = [...new Set([...entry.privileges, ...row.privileges])];
    tables.set(row.relation, entry);
  }
  return [{ kind: 'publicWrite', tables: [...tables.values()] }];
}

async function usableSequences(db: Sql, roles: string[]): Promise<Finding[]> {
  // The relkind test is inside the CASE: has_sequence_privilege errors on anything else,
  // and PostgreSQL may evaluate a WHERE's conditions in any order.
  const rows = await db.query<{ sequence: string; roles: string[] }>(
    `select c.relname as sequence, array_agg(r.rolname::text order by r.rolname) as roles
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join (select rolname from pg_roles where rolname = any($1)) r
      where n.nspname = 'public'
        and case when c.relkind = 'S' then has_sequence_privilege(r.rolname, c.oid, 'USAGE, UPDATE') else false end
      group by c.relname
      order by 1`,
    [roles],
  );
  if (!rows.length) return [];
  return [{ kind: 'publicSequences', sequences: rows.map((r) => r.sequence), roles: [...new Set(rows.flatMap((r) => r.roles))].sort() }];
}

const COMMANDS: Record<string, string> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };

async function publicPolicies(db: Sql, roles: string[]): Promise<Finding[]> {
  // In effect: a public role holds the privilege the policy's command needs, so rows pass today.
  const rows = await db.query<{ table: string; policy: string; command: string; roles: string[]; in_effect: boolean }>(
    `select c.relname as table, p.polname as policy, p.polcmd::text as command,
            array(select case when x = 0 then 'public' else pg_get_userbyid(x)::text end from unnest(p.polroles) x order by 1) as roles,
            exists (select 1 from pg_roles r
                     where r.rolname = any($1) and (0 = any (p.polroles) or r.oid = any (p.polroles))
                       and case p.polcmd
                             when 'r' then has_any_column_privilege(r.rolname, c.oid, 'SELECT')
                             when 'a' then has_any_column_privilege(r.rolname, c.oid, 'INSERT')
                             when 'w' then has_any_column_privilege(r.rolname, c.oid, 'UPDATE')
                             when 'd' then has_table_privilege(r.rolname, c.oid, 'DELETE')
                             else has_any_column_privilege(r.rolname, c.oid, 'SELECT, INSERT, UPDATE') or has_table_privilege(r.rolname, c.oid, 'DELETE')
                           end) as in_effect
       from pg_policy p
       join pg_class c on c.oid = p.polrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public'
        and (0 = any (p.polroles) or exists (select 1 from pg_roles r where r.oid = any (p.polroles) and r.rolname = any($1)))
      order by 1, 2`,
    [roles],
  );
  return rows
    .filter((r) => !isOwnPolicy(r.table, r.policy))
    .map((r) => ({
      kind: 'publicPolicy',
      table: r.table,
      policy: r.policy,
      command: COMMANDS[r.command] ?? r.command,
      roles: r.roles,
      inEffect: r.in_effect,
    }));
}

const OBJECTS = { r: 'tables', S: 'sequences', f: 'functions' } as const;

async function openDefaults(db: Sql, roles: string[]): Promise<Extract<Finding, { kind: 'defaultPrivileges' }>[]> {
  // A grant to PUBLIC in a schema's defaults reaches anon too; in the global defaults it is
  // PostgreSQL's own EXECUTE on functions, which the migrations revoke function by function.
  const rows = await db.query<{ owner: string; schema: string | null; objtype: keyof typeof OBJECTS; grantees: string[] }>(
    `select pg_get_userbyid(d.defaclrole)::text as owner,
            case when d.defaclnamespace = 0 then null else d.defaclnamespace::regnamespace::text end as schema,
            d.defaclobjtype::text as objtype,
            array_agg(distinct case when x.grantee = 0 then 'public' else pg_get_userbyid(x.grantee)::text end) as grantees
       from pg_default_acl d
       cross join lateral aclexplode(d.defaclacl) x
      where d.defaclobjtype in ('r', 'S', 'f')
        and (d.defaclnamespace = 0 or d.defaclnamespace = 'public'::regnamespace)
        and (x.grantee in (select oid from pg_roles where rolname = any($1)) or (x.grantee = 0 and d.defaclnamespace <> 0))
      group by d.defaclrole, d.defaclnamespace, d.defaclobjtype
      order by 1, 2 nulls first, case d.defaclobjtype when 'r' then 1 when 'S' then 2 else 3 end`,
    [roles],
  );
  // One finding per owner and schema, whatever kinds of object its defaults open.
  const byOwner = new Map<string, Extract<Finding, { kind: 'defaultPrivileges' }>>();
  for (const row of rows) {
    const key = `${row.owner}\u0000${row.schema ?? ''}`;
    const finding = byOwner.get(key) ?? {
      kind: 'defaultPrivileges' as const,
      owner: row.owner,
      schema: row.schema,
      objects: [],
      grantees: [],
    };
    finding.objects.push(OBJECTS[row.objtype]);
    finding.grantees = [...new Set([...finding.grantees, ...row.grantees])].sort();
    byOwner.set(key, finding);
  }
  return [...byOwner.values()];
}
