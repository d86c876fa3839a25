-- Every reader action happens once, however often the network makes it arrive.
--
-- On a connection that drops, a reader's request may reach the site and be counted while
-- its answer is lost; the reader (or the island, by itself) then sends it again. Each
-- action therefore carries a key: the one the client chose (the islands make one per
-- composed message and send it as the Idempotency-Key header), or, when a request has
-- none (a plain HTML form), a natural key made here from who sent it and what it says.
-- The key is recorded with the action's result in the same transaction as the write; a
-- repeat of the key gets that first result back and changes nothing (no second count, no
-- second message to forward). Concurrent repeats queue on an advisory lock per key, so
-- the second one waits for the first to commit and then replays it. A key sent again
-- with different content is refused (SQLSTATE HDP22). Keys are kept a week (never less
-- than a day), then pruned: a phone that stayed offline for days still resends safely.

create table if not exists public.clave_envio (
  clave text primary key,
  -- The action and a digest of its target and normalised content: what a repeat must match.
  accion text not null,
  huella text not null,
  -- What the first request was answered (a repeat gets the same answer).
  resultado jsonb not null,
  -- A natural key (no key from the client) stands for a repeat only within a few minutes.
  es_natural boolean not null default false,
  creado timestamptz not null default now()
);
create index if not exists clave_envio_creado_idx on public.clave_envio (creado);
alter table public.clave_envio enable row level security;
revoke all on public.clave_envio from anon, authenticated;
grant all on public.clave_envio to service_role;

-- The key an action is recorded under: the client's (checked: 8 to 100 letters, digits,
-- '-' or '_', as a random UUID is), else one made from the visitor and the content. The
-- client's keys and natural keys never meet (different prefixes).
create or replace function public.clave_de_envio(p_clave text, p_visitante text, p_accion text, p_huella text)
returns text
language plpgsql
immutable
set search_path = public, pg_temp
as $$
begin
  if p_clave is null then
    return 'n:' || md5(coalesce(p_visitante, '') || '|' || p_accion || '|' || p_huella);
  end if;
  if p_clave !~ '^[A-Za-z0-9_-]{8,100}$' then
    raise exception 'clave_invalida' using errcode = '22023';
  end if;
  return 'k:' || p_clave;
end
$$;

-- The first result of the action recorded under this key, marked as a repeat, or null
-- when the key is new (or is a natural key older than ten minutes: the same words sent
-- again later are a new action). Holds the key's lock until the transaction ends, so a
-- concurrent repeat waits here and then finds the result. Raises HDP22 when the key was
-- used for another action or other content.
create or replace function public.repeticion_de_envio(p_clave text, p_accion text, p_huella text)
returns jsonb
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_previo public.clave_envio;
begin
  perform pg_advisory_xact_lock(hashtextextended('clave_envio:' || p_clave, 0));
  select * into v_previo from public.clave_envio c where c.clave = p_clave;
  if not found then
    return null;
  end if;
  if v_previo.es_natural and v_previo.creado < now() - interval '10 minutes' then
    delete from public.clave_envio c where c.clave = p_clave;
    return null;
  end if;
  if v_previo.accion <> p_accion or v_previo.huella <> p_huella then
    raise exception 'clave_reusada'
      using errcode = 'HDP22';
  end if;
  return v_previo.resultado || jsonb_build_object('repetido', true);
end
$$;

-- Records an action's key with its result (in the action's own transaction). Now and
-- then, forgets the old keys.
create or replace function public.guardar_clave_envio(p_clave text, p_accion text, p_huella text, p_resultado jsonb)
returns void
language plpgsql
volatile
set search_path = public, pg_temp
as $$
begin
  insert into public.clave_envio (clave, accion, huella, resultado, es_natural)
  values (p_clave, p_accion, p_huella, p_resultado, p_clave like 'n:%');
  if random() < 0.01 then
    perform public.podar_claves_envio();
  end if;
end
$$;

-- Forgets the keys older than p_antiguedad (a week by default, a day at the least), a batch
-- at a time; rows another transaction holds are skipped, not waited for. Returns how many
-- went.
create or replace function public.podar_claves_envio(p_antiguedad interval default interval '7 days')
returns integer
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_borradas integer;
begin
  delete from public.clave_envio c
   where c.ctid in (
     select o.ctid from public.clave_envio o
      where o.creado < now() - greatest(p_antiguedad, interval '24 hours')
      limit 10000
        for update skip locked
   );
  get diagnostics v_borradas = row_count;
  return v_borradas;
end
$$;

-- The reader actions, once per key. Each normalises the reader's fields first (a refused
-- input never uses up a key), looks for a repeat, and only then counts the visitor against
-- the limit (a repeat is never refused for being one more) and does the write of the
-- earlier migrations. The signatures gain p_clave; the previous ones are replaced, so a
-- caller that sends no key still gets its repeats recognised (by the natural key).
drop function if exists public.hormiguear_poema(bigint, text, text, text, integer, integer);
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
  v_nombre text := public.texto_lector(p_nombre, 100, null, 'nombre_largo');
  v_huella text;
  v_clave text;
  v_resultado jsonb;
begin
  v_huella := md5(jsonb_build_array(p_poema, v_nombre, v_mensaje)::text);
  v_clave := public.clave_de_envio(p_clave, p_visitante, 'hormiguear_poema', v_huella);
  v_resultado := public.repeticion_de_envio(v_clave, 'hormiguear_poema', v_huella);
  if v_resultado is not null then
    return v_resultado;
  end if;
  perform public.limitar_visitante(p_visitante, 'hormiguear', p_maximo, p_ventana);
  v_resultado := public.hormiguear_poema(p_poema, p_nombre, p_mensaje);
  perform public.guardar_clave_envio(v_clave, 'hormiguear_poema', v_huella, v_resultado);
  return v_resultado;
end
$$;

drop function if exists public.hormiguear_visual(bigint, text, text, text, integer, integer);
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
  v_huella text;
  v_clave text;
  v_resultado jsonb;
begin
  v_huella := md5(jsonb_build_array(p_visual, v_nombre, v_mensaje)::text);
  v_clave := public.clave_de_envio(p_clave, p_visitante, 'hormiguear_visual', v_huella);
  v_resultado := public.repeticion_de_envio(v_clave, 'hormiguear_visual', v_huella);
  if v_resultado is not null then
    return v_resultado;
  end if;
  perform public.limitar_visitante(p_visitante, 'hormiguear', p_maximo, p_ventana);
  v_resultado := public.hormiguear_visual(p_visual, p_nombre, p_mensaje);
  perform public.guardar_clave_envio(v_clave, 'hormiguear_visual', v_huella, v_resultado);
  return v_resultado;
end
$$;

-- A repeated subscription answers what the first did: a reader whose first answer was lost
-- is told they subscribed, not that the address was already there.
drop function if exists public.suscribir(text, text, integer, integer);
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
  v_clave text;
  v_resultado jsonb;
begin
  v_clave := public.clave_de_envio(p_clave, p_visitante, 'suscribir', v_huella);
  v_resultado := public.repeticion_de_envio(v_clave, 'suscribir', v_huella);
  if v_resultado is not null then
    return v_resultado;
  end if;
  perform public.limitar_visitante(p_visitante, 'suscribir', p_maximo, p_ventana);
  v_resultado := public.suscribir(p_correo);
  perform public.guardar_clave_envio(v_clave, 'suscribir', v_huella, v_resultado);
  return v_resultado;
end
$$;

-- As in the earlier migrations: nothing here is the public's to call; the server's roles
-- keep the actions (and the pruning, for a scheduled clean-up).
revoke all on function public.clave_de_envio(text, text, text, text) from public, anon, authenticated;
revoke all on function public.repeticion_de_envio(text, text, text) from public, anon, authenticated;
revoke all on function public.guardar_clave_envio(text, text, text, jsonb) from public, anon, authenticated;
revoke all on function public.podar_claves_envio(interval) from public, anon, authenticated;
revoke all on function public.hormiguear_poema(bigint, text, text, text, integer, integer, text) from public, anon, authenticated;
revoke all on function public.hormiguear_visual(bigint, text, text, text, integer, integer, text) from public, anon, authenticated;
revoke all on function public.suscribir(text, text, integer, integer, text) from public, anon, authenticated;
grant execute on function public.hormiguear_poema(bigint, text, text, text, integer, integer, text) to service_role;
grant execute on function public.hormiguear_visual(bigint, text, text, text, integer, integer, text) to service_role;
grant execute on function public.suscribir(text, text, integer, integer, text) to service_role;
grant execute on function public.podar_claves_envio(interval) to service_role;
