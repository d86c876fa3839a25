-- A hormigueo's key is kept on the hormigueo itself.
--
-- Every hormigueo writes a row of its own (the reader's message), so its key can ride on
-- that row instead of a row of its own in clave_envio: a write with a key then costs what
-- a write without one did, plus an index entry (bench:actions measured the separate row,
-- claimed before the write and completed after it, at 14 to 18 % of throughput on one
-- popular poem). The row also holds everything a repeat must match (the work, the name and
-- the message) and, in `contador`, the counter the first answer gave.
--
-- A subscription may write nothing (the address was already there) and must still answer
-- its repeats as it answered the first time, so its keys stay in clave_envio.
--
-- Concurrent repeats of one key queue on an advisory lock taken before the look-up: the
-- second waits until the first commits, then finds its row and replays it. The partial
-- unique index makes a second row under one key impossible however the row got there.

alter table public.hormigueo add column if not exists clave text;
alter table public.hormigueo add column if not exists contador integer;
comment on column public.hormigueo.clave is
  'The key this hormigueo was sent under (client key k:..., or natural key n:...); null once pruned.';
comment on column public.hormigueo.contador is
  'The work''s counter right after this hormigueo: what a repeat of its key is answered.';
create unique index if not exists hormigueo_clave_key on public.hormigueo (clave) where clave is not null;
-- Only the pruning reads this one; it holds the keyed rows alone, a week of them at most.
create index if not exists hormigueo_clave_creado_idx on public.hormigueo (creado) where clave is not null;

-- The keys clave_envio already holds for hormigueos move to their rows (the result names the
-- row and the counter it answered), so a resend in flight during the deploy still replays.
update public.hormigueo h
   set clave = c.clave, contador = (c.resultado ->> 'hormigueos')::integer
  from public.clave_envio c
 where c.accion in ('hormiguear_poema', 'hormiguear_visual')
   and c.resultado ? 'hormigueo'
   and h.id = (c.resultado ->> 'hormigueo')::bigint
   and h.clave is null;
delete from public.clave_envio c where c.accion in ('hormiguear_poema', 'hormiguear_visual');

-- The first answer to a hormigueo sent under p_clave, marked as a repeat, or null when the
-- key is new (or is a natural key older than ten minutes, which is then released: the same
-- words sent again later are a new hormigueo). Holds the key's lock until the transaction
-- ends. Raises HDP22 when the key was used for another work, other words or a subscription.
create or replace function public.repeticion_de_hormigueo(
  p_clave text, p_poema bigint, p_visual bigint, p_nombre text, p_mensaje text
)
returns jsonb
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_previo public.hormigueo;
begin
  perform pg_advisory_xact_lock(hashtextextended('clave_envio:' || p_clave, 0));
  select * into v_previo from public.hormigueo h where h.clave = p_clave;
  if not found then
    if exists (select 1 from public.clave_envio c where c.clave = p_clave) then
      raise exception 'clave_reusada'
        using errcode = 'HDP22';
    end if;
    -- Now and then, before the write (never while it holds a counter's lock), old keys go.
    if random() < 0.01 then
      perform public.podar_claves_envio();
    end if;
    return null;
  end if;
  if p_clave like 'n:%' and v_previo.creado < now() - interval '10 minutes' then
    update public.hormigueo h set clave = null where h.id = v_previo.id;
    return null;
  end if;
  if v_previo.id_poema is distinct from p_poema or v_previo.id_visual is distinct from p_visual
     or v_previo.nombre is distinct from p_nombre or v_previo.mensaje <> p_mensaje then
    raise exception 'clave_reusada'
      using errcode = 'HDP22';
  end if;
  return jsonb_build_object('hormigueos', v_previo.contador, 'hormigueo', v_previo.id, 'repetido', true);
end
$$;

-- The writes themselves, on fields already normalised (a nameless hormigueo has a null
-- name): +1 on the counter under its row lock, the message kept with its key and the
-- counter, one delivery per forwarding address. Same rules as the first migration's.
create or replace function public.registrar_hormigueo_poema(p_poema bigint, p_nombre text, p_mensaje text, p_clave text)
returns jsonb
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_total integer;
  v_titulo text;
  v_poemario bigint;
  v_autor bigint;
  v_hormigueo bigint;
begin
  update public.poema p
     set hormigueos = coalesce(p.hormigueos, 0) + 1
   where p.id = p_poema
  returning p.hormigueos, p.titulo, p.id_poemario, p.id_autor
    into v_total, v_titulo, v_poemario, v_autor;
  if not found then
    raise exception 'poema_inexistente' using errcode = 'P0002';
  end if;

  insert into public.hormigueo (id_poema, nombre, mensaje, clave, contador)
  values (p_poema, p_nombre, p_mensaje, p_clave, v_total)
  returning id into v_hormigueo;

  insert into public.hormigueo_entrega (id_hormigueo, destino, cuerpo)
  select distinct on (d.url) v_hormigueo, d.url, jsonb_build_object(
           'mensaje_nombre', coalesce(p_nombre, 'Anónimo'),
           'message', p_mensaje,
           'poema', v_titulo,
           'poemario', (select pm.titulo from public.poemario pm where pm.id = v_poemario),
           'autor', (select a.nombre from public.autor a where a.id = v_autor),
           'fecha', public.ahora_iso())
    from (
      select public.direccion_reenvio(a.formspree_url) as url from public.autor a where a.id = v_autor
      union all
      select public.direccion_reenvio(r.formspree_url) from public.revista r where r.id = 1
    ) d
   where d.url is not null;

  return jsonb_build_object('hormigueos', v_total, 'hormigueo', v_hormigueo);
end
$$;

create or replace function public.registrar_hormigueo_visual(p_visual bigint, p_nombre text, p_mensaje text, p_clave text)
returns jsonb
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_total integer;
  v_obra text;
  v_autor bigint;
  v_poemario bigint;
  v_hormigueo bigint;
begin
  update public.visuales v
     set hormigueos = coalesce(v.hormigueos, 0) + 1
   where v.id = p_visual
  returning v.hormigueos, v.nombre_pieza, v.id_autor, v.id_poemario
    into v_total, v_obra, v_autor, v_poemario;
  if not found then
    raise exception 'visual_inexistente' using errcode = 'P0002';
  end if;

  insert into public.hormigueo (id_visual, nombre, mensaje, clave, contador)
  values (p_visual, p_nombre, p_mensaje, p_clave, v_total)
  returning id into v_hormigueo;

  insert into public.hormigueo_entrega (id_hormigueo, destino, cuerpo)
  select v_hormigueo, d.url, jsonb_build_object(
           'mensaje_nombre', p_nombre,
           'message', p_mensaje,
           'obra', v_obra,
           'artista', (select a.nombre from public.autor a where a.id = v_autor),
           'fecha', public.ahora_iso(),
           'poemario', (select pm.titulo from public.poemario pm where pm.id = v_poemario))
    from (select public.direccion_reenvio(a.formspree_url) as url from public.autor a where a.id = v_autor) d
   where d.url is not null;

  return jsonb_build_object('hormigueos', v_total, 'hormigueo', v_hormigueo);
end
$$;

-- The actions the server calls (same signatures): normalise the reader's fields (a refused
-- input never uses up its key), look for a repeat, count the visitor against the limit (a
-- repeat is never refused for being one more), then write. The natural key (no key from
-- the client) is made from a digest of the same fields a repeat must match.
create or replace function public.hormiguear_poema(
  p_poema bigint, p_nombre text, p_mensaje text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60,
  p_clave text default null
)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_mensaje text := public.texto_lector(p_mensaje, 2000, 'mensaje_vacio', 'mensaje_largo');
  v_nombre text := nullif(public.texto_lector(p_nombre, 100, null, 'nombre_largo'), '');
  v_clave text := public.clave_de_envio(p_clave, p_visitante, 'hormiguear_poema',
    case when p_clave is null then md5(jsonb_build_array(p_poema, v_nombre, v_mensaje)::text) end);
  v_resultado jsonb;
begin
  v_resultado := public.repeticion_de_hormigueo(v_clave, p_poema, null, v_nombre, v_mensaje);
  if v_resultado is not null then
    return v_resultado;
  end if;
  perform public.limitar_visitante(p_visitante, 'hormiguear', p_maximo, p_ventana);
  return public.registrar_hormigueo_poema(p_poema, v_nombre, v_mensaje, v_clave);
end
$$;

create or replace function public.hormiguear_visual(
  p_visual bigint, p_nombre text, p_mensaje text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60,
  p_clave text default null
)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_nombre text := public.texto_lector(p_nombre, 100, 'nombre_vacio', 'nombre_largo');
  v_mensaje text := public.texto_lector(p_mensaje, 2000, null, 'mensaje_largo');
  v_clave text := public.clave_de_envio(p_clave, p_visitante, 'hormiguear_visual',
    case when p_clave is null then md5(jsonb_build_array(p_visual, v_nombre, v_mensaje)::text) end);
  v_resultado jsonb;
begin
  v_resultado := public.repeticion_de_hormigueo(v_clave, null, p_visual, v_nombre, v_mensaje);
  if v_resultado is not null then
    return v_resultado;
  end if;
  perform public.limitar_visitante(p_visitante, 'hormiguear', p_maximo, p_ventana);
  return public.registrar_hormigueo_visual(p_visual, v_nombre, v_mensaje, v_clave);
end
$$;

-- A subscription's key, claimed in clave_envio as before, under the same lock as a
-- hormigueo's and refused when a hormigueo already went under it.
create or replace function public.suscribir(
  p_correo text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60,
  p_clave text default null
)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_huella text := md5(lower(btrim(coalesce(p_correo, ''))));
  v_clave text := public.clave_de_envio(p_clave, p_visitante, 'suscribir', v_huella);
  v_resultado jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('clave_envio:' || v_clave, 0));
  if exists (select 1 from public.hormigueo h where h.clave = v_clave) then
    raise exception 'clave_reusada'
      using errcode = 'HDP22';
  end if;
  v_resultado := public.reclamar_clave_envio(v_clave, 'suscribir', v_huella);
  if v_resultado is not null then
    return v_resultado;
  end if;
  perform public.limitar_visitante(p_visitante, 'suscribir', p_maximo, p_ventana);
  v_resultado := public.suscribir(p_correo);
  perform public.guardar_clave_envio(v_clave, v_resultado);
  return v_resultado;
end
$$;

-- Forgets the keys older than p_antiguedad (a week by default, a day at the least), a batch
-- at a time, in both places; rows another transaction holds are skipped, not waited for. A
-- pruned hormigueo stays, message and all: only its key goes. Returns how many keys went.
create or replace function public.podar_claves_envio(p_antiguedad interval default interval '7 days')
returns integer
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_limite timestamptz := now() - greatest(p_antiguedad, interval '24 hours');
  v_envios integer;
  v_hormigueos integer;
begin
  delete from public.clave_envio c
   where c.ctid in (
     select o.ctid from public.clave_envio o where o.creado < v_limite limit 10000 for update skip locked
   );
  get diagnostics v_envios = row_count;
  update public.hormigueo h
     set clave = null
   where h.id in (
     select o.id from public.hormigueo o
      where o.clave is not null and o.creado < v_limite
      limit 10000
        for update skip locked
   );
  get diagnostics v_hormigueos = row_count;
  return v_envios + v_hormigueos;
end
$$;

-- The write functions of the first migration are replaced by the registrar_* ones.
drop function if exists public.hormiguear_poema(bigint, text, text);
drop function if exists public.hormiguear_visual(bigint, text, text);

revoke all on function public.repeticion_de_hormigueo(text, bigint, bigint, text, text) from public, anon, authenticated;
revoke all on function public.registrar_hormigueo_poema(bigint, text, text, text) from public, anon, authenticated;
revoke all on function public.registrar_hormigueo_visual(bigint, text, text, text) from public, anon, authenticated;
