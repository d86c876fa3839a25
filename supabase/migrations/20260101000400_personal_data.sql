-- Readers' data is kept no longer than it serves (GDPR art. 5(1)(e)), and an editor can
-- answer a reader's access, rectification, cancellation or opposition request (Mexico's
-- LFPDPPP, "derechos ARCO") with one call.
--
-- How long each thing is kept is decided in src/lib/privacy/retention.ts; the defaults of
-- podar_datos_personales() are the same values (tests/integration/retention.test.ts compares):
--
--   * a hormigueo's name and message: 30 days after every one of its deliveries reached its
--     address (a delivery still pending or failed keeps them, and the clock starts when the
--     last one arrives; a hormigueo with nowhere to go starts it when written). The row
--     stays (the work and the date, nothing personal), and so do the counters;
--   * an action's idempotency key: 7 days;
--   * the per-visitor limit's rows (a keyed hash of the address): 24 hours at most.
--
-- Erasing a message: hormigueo.nombre becomes null, hormigueo.mensaje '' (what "no message"
-- already is), its key goes, and so does the copy in each delivery's payload (mensaje_nombre
-- and message); the rest of the payload and the delivery's status stay.
--
-- Nothing here runs on a reader's request. The pruning runs now and then when the forwarder
-- settles a batch, every hour in the local server, and daily on Supabase through pg_cron
-- (README, 'Personal data'). The ARCO functions are the editors' (npm run datos:*).
--
-- Sections: functions (the pruning, then the ARCO requests), grants. Start with
-- podar_datos_personales and datos_de_persona.

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- Forgets the keys older than p_antiguedad (a week by default, a day at the least), a batch at a
-- time, in both places; rows another transaction holds are skipped, not waited for. A pruned
-- hormigueo stays, message and all: only its key goes. Returns how many keys went.
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

-- Erases the reader's words of these hormigueos (name, message, key, and their copies in the
-- deliveries' payloads). Returns how many hormigueos still held something.
create or replace function public.borrar_palabras_de_hormigueos(p_ids bigint[])
returns integer
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_borrados integer;
begin
  update public.hormigueo h
     set nombre = null, mensaje = '', clave = null
   where h.id = any (p_ids)
     and (h.nombre is not null or h.mensaje <> '' or h.clave is not null);
  get diagnostics v_borrados = row_count;
  update public.hormigueo_entrega e
     set cuerpo = e.cuerpo - 'mensaje_nombre' - 'message'
   where e.id_hormigueo = any (p_ids)
     and (e.cuerpo ? 'mensaje_nombre' or e.cuerpo ? 'message');
  return v_borrados;
end
$$;

-- The one pruning of readers' data: messages past their time, old keys, old rows of the limit.
-- A batch of each at a time (10,000 rows); rows another transaction holds are skipped and go on
-- a later run. Returns what went, e.g. {"mensajes": 3, "claves": 12, "limites": 40}.
create or replace function public.podar_datos_personales(
  p_mensajes interval default interval '30 days',
  p_claves interval default interval '7 days',
  p_limites interval default interval '24 hours'
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_hasta timestamptz := now() - p_mensajes;
  v_ids bigint[];
  v_mensajes integer;
  v_claves integer;
  v_limites integer;
begin
  -- Hormigueos still holding words whose every delivery arrived before v_hasta (or that
  -- have none and were written before it). entregado >= creado, so creado < v_hasta holds
  -- for every one of them.
  select coalesce(array_agg(c.id), '{}') into v_ids
    from (
      select h.id
        from public.hormigueo h
       where (h.nombre is not null or h.mensaje <> '' or h.clave is not null)
         and h.creado < v_hasta
         and not exists (
           select 1 from public.hormigueo_entrega e
            where e.id_hormigueo = h.id
              and (e.estado <> 'entregado' or e.entregado is null or e.entregado >= v_hasta)
         )
       order by h.id
       limit 10000
         for update of h skip locked
    ) c;
  v_mensajes := public.borrar_palabras_de_hormigueos(v_ids);

  v_claves := public.podar_claves_envio(p_claves);

  -- The limit itself only looks at its window (a minute by default); an hour is kept at the
  -- least, so a mistaken argument never frees a visitor early.
  delete from public.limite_accion l
   where l.ctid in (
     select o.ctid from public.limite_accion o
      where o.creado <= now() - greatest(p_limites, interval '1 hour')
      limit 10000
        for update skip locked
   );
  get diagnostics v_limites = row_count;

  return jsonb_build_object('mensajes', v_mensajes, 'claves', v_claves, 'limites', v_limites);
end
$$;

-- ARCO requests. A person is found by an e-mail address (their subscription) or by a name
-- (the hormigueos signed with it), compared trimmed and without regard to case. A nameless
-- hormigueo cannot be told apart from anyone else's and is not found. Both refuse an empty
-- query (persona_vacia). The query is normalised as an address (correo_normalizado); stored
-- addresses are compared by the subscribers' unique index's expression, and names the same way.

-- Everything held about one person, as JSON:
--   {"consulta", "suscripciones": [every column of each subscription but its id],
--    "claves_de_suscripcion": n (keys holding a digest of the address, a week at most),
--    "hormigueos": [{"id", "fecha", "tipo", "obra", "nombre", "mensaje",
--                    "entregas": [{"estado", "intentos", "entregado"}]}]}
-- The deliveries' addresses (the authors' forms) are not the reader's data and are left out.
create or replace function public.datos_de_persona(p_quien text)
returns jsonb
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_quien text := public.correo_normalizado(coalesce(p_quien, ''));
begin
  if v_quien = '' then
    raise exception 'persona_vacia' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'consulta', btrim(p_quien),
    'suscripciones', coalesce((
      select jsonb_agg(to_jsonb(s) - 'id' order by s.fecha)
        from public.suscriptor s
       where lower(btrim(s.correo)) = v_quien), '[]'::jsonb),
    'claves_de_suscripcion', (
      select count(*) from public.clave_envio c where c.accion = 'suscribir' and c.huella = md5(v_quien)),
    'hormigueos', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', h.id,
               'fecha', h.creado,
               'tipo', case when h.id_poema is not null then 'poema' when h.id_visual is not null then 'visual' end,
               'obra', coalesce(p.titulo, v.nombre_pieza),
               'nombre', h.nombre,
               'mensaje', h.mensaje,
               'entregas', coalesce((
                 select jsonb_agg(jsonb_build_object('estado', e.estado, 'intentos', e.intentos, 'entregado', e.entregado) order by e.id)
                   from public.hormigueo_entrega e
                  where e.id_hormigueo = h.id), '[]'::jsonb))
             order by h.creado, h.id)
        from public.hormigueo h
        left join public.poema p on p.id = h.id_poema
        left join public.visuales v on v.id = h.id_visual
       where lower(btrim(h.nombre)) = v_quien), '[]'::jsonb));
end
$$;

-- Erases everything held about one person: their subscriptions and the keys holding a digest
-- of the address go; the hormigueos signed with the name lose their words (counters stay), and
-- their deliveries not yet made are cancelled (that message is never sent). A delivery a
-- forwarder is sending at this very moment may still arrive. Returns how many of each went.
create or replace function public.borrar_datos_de_persona(p_quien text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_quien text := public.correo_normalizado(coalesce(p_quien, ''));
  v_ids bigint[];
  v_suscripciones integer;
  v_claves integer;
  v_entregas integer;
begin
  if v_quien = '' then
    raise exception 'persona_vacia' using errcode = '22023';
  end if;
  -- The same lock as a subscription of this address (suscribir, darse_de_baja): never interleaved.
  perform pg_advisory_xact_lock(hashtextextended('suscriptor:' || v_quien, 0));
  delete from public.suscriptor s where lower(btrim(s.correo)) = v_quien;
  get diagnostics v_suscripciones = row_count;
  delete from public.clave_envio c where c.accion = 'suscribir' and c.huella = md5(v_quien);
  get diagnostics v_claves = row_count;
  select coalesce(array_agg(h.id), '{}') into v_ids from public.hormigueo h where lower(btrim(h.nombre)) = v_quien;
  delete from public.hormigueo_entrega e where e.id_hormigueo = any (v_ids) and e.estado <> 'entregado';
  get diagnostics v_entregas = row_count;
  return jsonb_build_object(
    'suscripciones', v_suscripciones,
    'claves_de_suscripcion', v_claves,
    'hormigueos', public.borrar_palabras_de_hormigueos(v_ids),
    'entregas_canceladas', v_entregas);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

-- The server's role only (Supabase's secret key, pg_cron's job, the editors' commands).
revoke all on function public.podar_claves_envio(interval) from public, anon, authenticated;
revoke all on function public.borrar_palabras_de_hormigueos(bigint[]) from public, anon, authenticated, service_role;
revoke all on function public.podar_datos_personales(interval, interval, interval) from public, anon, authenticated;
revoke all on function public.datos_de_persona(text) from public, anon, authenticated;
revoke all on function public.borrar_datos_de_persona(text) from public, anon, authenticated;
grant execute on function public.podar_claves_envio(interval) to service_role;
grant execute on function public.podar_datos_personales(interval, interval, interval) to service_role;
grant execute on function public.datos_de_persona(text) to service_role;
grant execute on function public.borrar_datos_de_persona(text) to service_role;
