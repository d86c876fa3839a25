-- When each piece of content last changed, kept by the database itself.
--
-- A page's date (the sitemap's lastmod, an article's dateModified) is when what it shows
-- last changed: crawlers trust lastmod only when it is consistently right, and it must
-- survive a lost build cache. So it lives in the data: each content row has `actualizado`,
-- stamped by the database when what readers see of the row changes, and a row whose
-- children come or go (a poem leaves a book, a book joins a section) is stamped too, since
-- its pages changed. A hormigueo's +1 changes no page and stamps nothing; the triggers name
-- their columns, so PostgreSQL does not even run them for it (on one popular poem, running
-- them cost about 17 % of hormigueos per second).
--
-- Rows older than the column keep it empty (nothing is known of their history): the build
-- then uses their edition's publication date.
--
-- The column itself is created with its table (20260101000000_content.sql). Sections: functions,
-- triggers, grants. Start with instalar_sellos_de_contenido (the triggers it makes) and the two
-- trigger functions; contenido_visible is the one rule of what readers see.

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- What readers see of a row: everything but its counter, its stamp and the forwarding address.
-- One rule, used by the stamp below and by the publishing triggers (supabase/publish/deploy-hook.sql).
create or replace function public.contenido_visible(p_fila jsonb)
returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select p_fila - array['hormigueos', 'actualizado', 'formspree_url']
$$;

-- The same rule as a trigger's column list: the columns of a content table whose changes
-- readers see.
create or replace function public.columnas_visibles(p_tabla regclass)
returns text
language sql
stable
set search_path = public, pg_temp
as $$
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
    from pg_attribute a
   where a.attrelid = p_tabla
     and a.attnum > 0
     and not a.attisdropped
     and public.contenido_visible(jsonb_build_object(a.attname, true)) <> '{}'::jsonb
$$;

-- Stamps a row when what readers see of it changes. An update that changes nothing readers see
-- keeps the stamp it sets, so a backfill (or a touch from a child row, below) can write it.
create or replace function public.sellar_actualizado()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if public.contenido_visible(to_jsonb(new)) is distinct from public.contenido_visible(to_jsonb(old)) then
    new.actualizado := now();
  end if;
  return new;
end
$$;

-- Stamps the rows whose pages list the changed row: its parents, before and after. Its
-- arguments are pairs (column of this table, parent table it points to).
create or replace function public.tocar_padres()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_viejo jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_nuevo jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_enlace record;
begin
  -- tg_argv: pairs of (column of this table, parent table it points to).
  for i in 0 .. tg_nargs / 2 - 1 loop
    select tg_argv[i * 2] as columna, tg_argv[i * 2 + 1] as padre into v_enlace;
    -- A parent is touched when the row arrives, leaves or moves; not when it is only edited
    -- (the edited row's own stamp covers the pages that show it).
    if tg_op = 'UPDATE' and (v_viejo ->> v_enlace.columna) is not distinct from (v_nuevo ->> v_enlace.columna) then
      continue;
    end if;
    execute format('update public.%I set actualizado = now() where id = any ($1)', v_enlace.padre)
      using array_remove(array[(v_viejo ->> v_enlace.columna)::bigint, (v_nuevo ->> v_enlace.columna)::bigint], null);
  end loop;
  return null;
end
$$;

-- (Re)creates both triggers on the content tables, with their column lists. These are the
-- schema's only triggers built as dynamic SQL, and they have to be: a stamp's UPDATE OF list
-- is every column readers see of the table as it stands in that database (the live tables
-- carry columns of the table editor's that no file here names), so it is read from the
-- catalogue; and dbCheck's repair (src/lib/db/check/formatReport.ts) re-creates both kinds with
-- this one call after changing a column's type. Triggers: sellar_actualizado on revista, autor,
-- poemario, creaciones, poema, visuales; tocar_padres on poema, poemario, creaciones_poemario,
-- revista_autor, visuales, creaciones. A migration that adds a column to a content table calls
-- it again (tests/integration/contentDates.test.ts checks
-- that every list matches its table). Which parents list each kind of row: a poem's author page
-- and book (its section page counts the book's poems), a book's author, a book's section, an
-- edition's authors, a visual work's artist (the gallery lists artists).
create or replace function public.instalar_sellos_de_contenido()
returns void
language plpgsql
set search_path = public, pg_temp
as $$
declare
  t text;
  padres record;
begin
  foreach t in array array['revista', 'autor', 'poemario', 'creaciones', 'poema', 'visuales'] loop
    execute format('drop trigger if exists sellar_actualizado on public.%I', t);
    execute format('create trigger sellar_actualizado before update of %s on public.%I
                    for each row execute function public.sellar_actualizado()',
                   public.columnas_visibles(format('public.%I', t)::regclass), t);
  end loop;

  -- tocar_padres acts on an UPDATE only when a link to a parent moves: its columns are the
  -- even arguments (column, parent table, column, parent table...).
  for padres in
    select * from (values
      ('poema', array['id_autor', 'autor', 'id_poemario', 'poemario']),
      ('poemario', array['id_autor', 'autor']),
      ('creaciones_poemario', array['id_creacion', 'creaciones', 'id_poemario', 'poemario']),
      ('revista_autor', array['id_revista', 'revista', 'autor', 'autor']),
      ('visuales', array['id_autor', 'autor']),
      ('creaciones', array['id_revista', 'revista'])
    ) as p(tabla, argumentos)
  loop
    execute format('drop trigger if exists tocar_padres on public.%I', padres.tabla);
    execute format('create trigger tocar_padres after insert or delete or update of %s on public.%I
                    for each row execute function public.tocar_padres(%s)',
                   (select string_agg(quote_ident(padres.argumentos[i]), ', ')
                      from generate_series(1, array_length(padres.argumentos, 1), 2) i),
                   padres.tabla,
                   (select string_agg(quote_literal(a), ', ') from unnest(padres.argumentos) a));
  end loop;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

select public.instalar_sellos_de_contenido();

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

-- Helpers of the schema, not the public roles' to call. The stamp runs as whoever writes
-- content, the server's role included: it keeps contenido_visible.
revoke all on function public.contenido_visible(jsonb) from public, anon, authenticated;
revoke all on function public.columnas_visibles(regclass) from public, anon, authenticated, service_role;
revoke all on function public.sellar_actualizado() from public, anon, authenticated, service_role;
revoke all on function public.tocar_padres() from public, anon, authenticated, service_role;
revoke all on function public.instalar_sellos_de_contenido() from public, anon, authenticated, service_role;
grant execute on function public.contenido_visible(jsonb) to service_role;
