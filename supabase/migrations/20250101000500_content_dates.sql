-- When each piece of content last changed, kept by the database itself.
--
-- The sitemap's lastmod is the date a page's content last changed: crawlers trust it only
-- when it is consistently accurate, and it must survive a lost build cache. So it is
-- derived from the data: every content row gets `actualizado`, stamped by the database when
-- what readers see of the row changes, and a row whose children come or go (a poem deleted
-- from a book, a book linked to a section) is stamped too, since its pages changed.
--
-- Rows that predate this migration keep `actualizado` empty: nothing is known of their
-- history, and the build falls back to their edition's publication date. The magazine's
-- data is never rewritten here; only the new column is added.

do $$
declare
  t text;
begin
  foreach t in array array['revista', 'autor', 'poemario', 'creaciones', 'poema', 'visuales'] loop
    -- Added without a default first, so existing rows stay empty (unknown), then new rows get now().
    execute format('alter table public.%I add column if not exists actualizado timestamptz', t);
    execute format('alter table public.%I alter column actualizado set default now()', t);
  end loop;
end
$$;

-- revista and autor are readable column by column (their forwarding addresses are not).
grant select (actualizado) on public.revista, public.autor to anon, authenticated;

-- What readers see of a row: everything but its counter, its stamp and the forwarding address
-- (which only the server reads). One rule, used by the stamp below and by the publishing
-- triggers of supabase/publish/deploy-hook.sql.
create or replace function public.contenido_visible(p_fila jsonb)
returns jsonb
language sql
immutable
set search_path = public, pg_temp
as $$
  select p_fila - array['hormigueos', 'actualizado', 'formspree_url']
$$;

-- An update that changes what readers see stamps the row; one that changes only a counter
-- (a hormigueo) does not. An update that changes nothing readers see keeps the stamp it
-- sets, so a backfill (or a touch from a child row, below) can write it.
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

-- Stamps the rows whose pages list the changed row: its parents, before and after.
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

do $$
declare
  t text;
  padres record;
begin
  foreach t in array array['revista', 'autor', 'poemario', 'creaciones', 'poema', 'visuales'] loop
    execute format('drop trigger if exists sellar_actualizado on public.%I', t);
    execute format('create trigger sellar_actualizado before update on public.%I
                    for each row execute function public.sellar_actualizado()', t);
  end loop;

  -- Which parents list each kind of row: a poem's author page and book (its section page
  -- counts the book's poems), a book's author, a book's section, an edition's authors, a
  -- visual work's artist (the gallery lists artists).
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
    execute format('create trigger tocar_padres after insert or update or delete on public.%I
                    for each row execute function public.tocar_padres(%s)',
                   padres.tabla,
                   (select string_agg(quote_literal(a), ', ') from unnest(padres.argumentos) a));
  end loop;
end
$$;

-- Helpers of the schema, not for the public roles (whatever default privileges grant).
revoke all on function public.contenido_visible(jsonb) from public, anon, authenticated;
revoke all on function public.sellar_actualizado() from public, anon, authenticated;
revoke all on function public.tocar_padres() from public, anon, authenticated;
-- The stamp runs as whoever writes: the server's role writes content too.
grant execute on function public.contenido_visible(jsonb) to service_role;
