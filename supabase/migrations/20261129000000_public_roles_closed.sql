-- What the public key may do in schema public, whatever made the schema's objects: read the
-- content columns the site is built from, and nothing else.
--
-- The baseline takes back, object by object, what Supabase's default privileges give the
-- public roles (anon, authenticated) on every new table, sequence and function. That leaves
-- open whatever the baseline does not name: on the magazine's live project, built from the
-- table editor and the SQL editor, a function an editor wrote (executable by anon), a table
-- the site never reads, and the columns the table editor adds to every table (id,
-- created_at), the pair tables' included; and any object made later is born open again.
-- Supabase's own answer is to control the default privileges of the role that creates the
-- objects, which is all a project's `postgres` may change: the platform's role,
-- supabase_admin, keeps defaults of its own that no project can alter
-- (https://supabase.com/kb/troubleshooting/cant-change-the-default-privileges-of-supabase_admin-in-the-public-schema;
-- see also https://supabase.com/docs/guides/database/hardening-data-api).
--
-- So this file closes the whole schema to the public roles and opens it again column by
-- column, for exactly the columns of TABLES in src/lib/content/tables.ts (formspree_url
-- never: forwarding addresses are the server's). It runs in one transaction, so no reader
-- sees the moment between. service_role, the server's role (Supabase's secret key, which the
-- old site still writes with until the switch), keeps its table privileges and its function
-- entry points. Row-level security and the dashboard's policies are left as they are: a
-- policy gives no privilege, it only filters rows a privilege already lets a role read.
--
-- Everything here is a plain statement and may run again: no row is read or written. It has
-- one section, grants: this file makes no table, index, function, trigger or policy.

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

-- Functions: none is the public roles' to call, nor PUBLIC's (every role's, the public ones
-- included), whoever made them; routines, so procedures are closed as well.
revoke execute on all routines in schema public from public, anon, authenticated;

-- Tables, views and sequences: nothing for the public roles. Revoking on a table also
-- revokes its column grants, so the content's reads are granted again below, column by column.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
-- Nor may they create anything in the schema (PostgreSQL 15 no longer lets PUBLIC; a project
-- upgraded from an older server may still). Using it, to read, stays.
revoke create on schema public from public, anon, authenticated;

-- What the site reads with the public key (src/lib/content/tables.ts), as PostgREST reads
-- it for the build: each content table's columns and no other.
grant select (id, numero, nombre, portada, general, sintesis, contribuyentes, fecha_publicacion, actualizado)
  on public.revista to anon, authenticated;
grant select (id, nombre, semblanza, bio_corta, "URL", imagen, tipo_creacion, actualizado)
  on public.autor to anon, authenticated;
grant select (id, titulo, portada, id_autor, actualizado)
  on public.poemario to anon, authenticated;
grant select (id, id_revista, tipo, colaboradores, imagen, actualizado)
  on public.creaciones to anon, authenticated;
grant select (id_creacion, id_poemario)
  on public.creaciones_poemario to anon, authenticated;
grant select (id, titulo, fecha, portada, texto, mencion, hormigueos, id_autor, id_poemario, actualizado)
  on public.poema to anon, authenticated;
grant select (id_revista, autor)
  on public.revista_autor to anon, authenticated;
grant select (id, id_revista, id_autor, pieza, nombre_pieza, descripcion_pieza, hormigueos, id_poemario, actualizado)
  on public.visuales to anon, authenticated;
grant select (id, url) on public.manilargos to anon, authenticated;
grant select (id, url) on public.collages to anon, authenticated;
grant select (id, url) on public.caras2 to anon, authenticated;

-- What the migrating role creates later in public starts closed to the public roles: each
-- migration grants what it means to. These per-schema forms undo Supabase's per-schema grants
-- to anon and authenticated; they cannot touch the default a role has everywhere, which is
-- PostgreSQL's own EXECUTE for PUBLIC on every new function, hence the global form after them
-- (which closes the functions this role makes in every schema; each grants its own).
-- Only the migrating role's defaults change: a role may change its own and those of the roles
-- it belongs to, no one else's.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
alter default privileges revoke execute on functions from public;
