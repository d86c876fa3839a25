-- A hormigueo's +1 on its work's counter no longer runs the content-date triggers.
--
-- The triggers of 20250101000500_content_dates fired on every UPDATE of a content row and
-- then found that nothing readers see had changed; on a poem that meant turning the whole
-- row (its text included) into jsonb twice, twice over, while the row's lock was held: on
-- one popular poem it cost about 17 % of hormigueos per second (pgbench, 10 connections).
-- Declaring the columns each trigger cares about lets PostgreSQL skip them when a statement
-- sets none of those columns, which is what the counter's update does. What the triggers do
-- when they fire is unchanged.

-- The columns of a content table whose changes readers see, as a trigger's column list:
-- every column public.contenido_visible keeps (one rule for what counts as visible).
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
revoke all on function public.columnas_visibles(regclass) from public, anon, authenticated;

-- (Re)creates the content-date triggers with their column lists. A migration that adds a
-- column to a content table calls it again (tests/integration/contentDates.test.ts checks
-- that every list matches its table).
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
revoke all on function public.instalar_sellos_de_contenido() from public, anon, authenticated;

select public.instalar_sellos_de_contenido();
