-- Forwarding by the receiver's rules: every message reaches the poet, or someone is told why not.
--
-- The last hop is Formspree (autor.formspree_url, revista 1's). Its documented rules, read for
-- a server that posts on the reader's behalf:
-- * 'Restrict to Domain' judges a post by its Referer and files one from elsewhere as spam,
--   answering success all the same (https://help.formspree.io/hc/en-us/articles/360038664534):
--   each hormigueo keeps the page the reader acted on (hormigueo.pagina), which the forwarder
--   sends as the Referer, with the site's origin.
-- * 'System Limits': 20 posts a minute per form; past it a 429 with Retry-After
--   (https://help.formspree.io/hc/en-us/articles/7017303616659); the plan's monthly quota
--   refuses the rest of the month. A refusal of that kind pauses the destination, all its queued
--   messages, in the database (destino_reenvio), so every run and isolate sees it, and costs the
--   messages no attempt. A destination whose form is gone (404) or disabled waits for the
--   editors instead of being retried for days.
-- * The answer is read: the forwarder says per message what happened (entregado, reintentar,
--   esperar, rechazado) and per destination what pause applies; reclamar_entregas skips paused
--   destinations, paces each one if asked (at most p_ritmo sends per p_ventana), and after a
--   quota pause probes with one message before sending the rest.
-- A message is marked fallido only for a reason that will not pass by itself (the receiver
-- refused that message, or it has waited 30 days while every try failed), and it is listed
-- all along in publicacion.entregas and `npm run entregas`, from which the editors send a
-- destination's messages again (reintentar_entregas), to a new address if the form moved.
--
-- Sections: tables (columns added, and destino_reenvio), indexes, functions (the entry points
-- first, then hormiguear, then the forwarder's claim, settle, hand-back and the editors'
-- retry), the editors' view, row-level security, grants.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

-- The page each hormigueo came from: a path of the site ('/poema/…'), null when unknown.
alter table public.hormigueo add column if not exists pagina text;
alter table public.hormigueo drop constraint if exists hormigueo_pagina_ruta;
alter table public.hormigueo add constraint hormigueo_pagina_ruta
  check (pagina is null or (pagina ~ '^/[^/\\]' and length(pagina) <= 500) or pagina = '/');
comment on column public.hormigueo.pagina is
  'The page of the site the reader acted on (a path): the Referer its deliveries are posted with.';

-- When a delivery was last handed to a sender (the pacing counts these), and why it last failed.
alter table public.hormigueo_entrega add column if not exists enviado timestamptz;
alter table public.hormigueo_entrega add column if not exists motivo text;
comment on column public.hormigueo_entrega.motivo is
  'The kind of its last failure (reintentar, esperar, rechazado, or the destination''s pause); ultimo_error has the receiver''s words.';

-- Destinations that refused for a while: until pausado_hasta (infinity: until the editors act).
create table if not exists public.destino_reenvio (
  destino text primary key,
  motivo text not null check (motivo in (
    'limite_por_minuto', 'cuota_agotada', 'formulario_inexistente', 'formulario_desactivado', 'destino_rechaza'
  )),
  pausado_hasta timestamptz not null,
  -- The receiver's own words, as it answered.
  detalle text,
  -- Since when it has been refusing, this time (kept across renewed pauses).
  desde timestamptz not null default now()
);
comment on table public.destino_reenvio is
  'Forwarding addresses that refused (rate limit, quota, form gone): their messages wait until pausado_hasta.';

-- ---------------------------------------------------------------------------------------------
-- Indexes
-- ---------------------------------------------------------------------------------------------

-- For the pacing: what each destination was sent lately.
create index if not exists hormigueo_entrega_destino_enviado_idx on public.hormigueo_entrega (destino, enviado);

-- ---------------------------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------------------------

-- The entry points take the page. The old signatures go (a call naming every argument
-- would otherwise be ambiguous), with the body they called (hormiguear; in databases migrated
-- before it existed, the twins registrar_hormigueo_poema and registrar_hormigueo_visual).
drop function if exists public.hormiguear_poema(bigint, text, text, text, integer, integer, text);
drop function if exists public.hormiguear_visual(bigint, text, text, text, integer, integer, text);
drop function if exists public.registrar_hormigueo_poema(bigint, text, text, text);
drop function if exists public.registrar_hormigueo_visual(bigint, text, text, text);
drop function if exists public.hormiguear(text, bigint, text, text, text, integer, integer, text);
drop function if exists public.reclamar_entregas(integer, bigint, interval);
drop function if exists public.resolver_entregas(bigint[], boolean[], text[]);

-- "1 mensaje espera", "3 mensajes esperan": a count in the editors' words.
create or replace function public.cuantos(p_n bigint, p_uno text, p_varios text)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  select p_n || ' ' || case when p_n = 1 then p_uno else p_varios end
$$;

-- A page as the site gives it: a path of its own, or nothing.
create or replace function public.pagina_del_sitio(p_pagina text)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  select case when p_pagina ~ '^/[^/\\]' and length(p_pagina) <= 500 or p_pagina = '/' then p_pagina end
$$;

-- The entry points take the page; hormiguear, below, is their one body.
create or replace function public.hormiguear_poema(
  p_poema bigint, p_nombre text, p_mensaje text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60,
  p_clave text default null, p_pagina text default null
)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  return public.hormiguear('poema', p_poema, p_nombre, p_mensaje, p_visitante, p_maximo, p_ventana, p_clave, p_pagina);
end
$$;

create or replace function public.hormiguear_visual(
  p_visual bigint, p_nombre text, p_mensaje text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60,
  p_clave text default null, p_pagina text default null
)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  return public.hormiguear('visual', p_visual, p_nombre, p_mensaje, p_visitante, p_maximo, p_ventana, p_clave, p_pagina);
end
$$;

-- hormiguear (20260101000200_reader_actions.sql), keeping the page the reader acted on.
create or replace function public.hormiguear(
  p_tipo text, p_obra bigint, p_nombre text, p_mensaje text,
  p_visitante text, p_maximo integer, p_ventana integer, p_clave text, p_pagina text
)
returns jsonb
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_poema bigint := case when p_tipo = 'poema' then p_obra end;
  v_visual bigint := case when p_tipo = 'visual' then p_obra end;
  v_nombre text;
  v_mensaje text;
  v_clave text;
  v_resultado jsonb;
  v_total integer;
  v_titulo text;
  v_poemario bigint;
  v_autor bigint;
  v_hormigueo bigint;
begin
  if p_tipo = 'poema' then
    v_mensaje := public.texto_lector(p_mensaje, 2000, 'mensaje_vacio', 'mensaje_largo');
    v_nombre := nullif(public.texto_lector(p_nombre, 100, null, 'nombre_largo'), '');
  else
    v_nombre := public.texto_lector(p_nombre, 100, 'nombre_vacio', 'nombre_largo');
    v_mensaje := public.texto_lector(p_mensaje, 2000, null, 'mensaje_largo');
  end if;
  v_clave := public.clave_de_envio(p_clave, p_visitante, 'hormiguear_' || p_tipo,
    case when p_clave is null then md5(jsonb_build_array(p_obra, v_nombre, v_mensaje)::text) end);

  v_resultado := public.repeticion_de_hormigueo(v_clave, v_poema, v_visual, v_nombre, v_mensaje);
  if v_resultado is not null then
    return v_resultado;
  end if;
  perform public.limitar_visitante(p_visitante, 'hormiguear', p_maximo, p_ventana);

  if p_tipo = 'poema' then
    update public.poema p
       set hormigueos = coalesce(p.hormigueos, 0) + 1
     where p.id = p_obra
    returning p.hormigueos, p.titulo, p.id_poemario, p.id_autor
      into v_total, v_titulo, v_poemario, v_autor;
    if not found then
      raise exception 'poema_inexistente' using errcode = 'P0002';
    end if;
  else
    update public.visuales v
       set hormigueos = coalesce(v.hormigueos, 0) + 1
     where v.id = p_obra
    returning v.hormigueos, v.nombre_pieza, v.id_poemario, v.id_autor
      into v_total, v_titulo, v_poemario, v_autor;
    if not found then
      raise exception 'visual_inexistente' using errcode = 'P0002';
    end if;
  end if;

  insert into public.hormigueo (id_poema, id_visual, nombre, mensaje, clave, contador, pagina)
  values (v_poema, v_visual, v_nombre, v_mensaje, v_clave, v_total, public.pagina_del_sitio(p_pagina))
  returning id into v_hormigueo;

  -- A visual work's name is never blank, so 'Anónimo' only ever signs a poem's.
  insert into public.hormigueo_entrega (id_hormigueo, destino, cuerpo)
  select distinct on (d.url) v_hormigueo, d.url,
         jsonb_build_object(
           'mensaje_nombre', coalesce(v_nombre, 'Anónimo'),
           'message', v_mensaje,
           'poemario', (select pm.titulo from public.poemario pm where pm.id = v_poemario),
           'fecha', public.ahora_iso())
         || case when p_tipo = 'poema'
                 then jsonb_build_object('poema', v_titulo, 'autor', (select a.nombre from public.autor a where a.id = v_autor))
                 else jsonb_build_object('obra', v_titulo, 'artista', (select a.nombre from public.autor a where a.id = v_autor))
            end
    from (
      select public.direccion_reenvio(a.formspree_url) as url from public.autor a where a.id = v_autor
      union all
      select public.direccion_reenvio(r.formspree_url) from public.revista r where r.id = 1 and p_tipo = 'poema'
    ) d
   where d.url is not null;

  return jsonb_build_object('hormigueos', v_total, 'hormigueo', v_hormigueo);
end
$$;

-- Claims up to p_limite due deliveries (of one hormigueo, when given) for p_reserva: pending
-- and due, or claimed by a forwarder whose lease ran out; never one whose destination is
-- paused. With p_ritmo, each destination gets at most p_ritmo sends per p_ventana (what it was
-- sent in the last p_ventana counts, claims included). A destination back from a quota pause
-- gets one message, a probe, until an answer settles it. Each claim counts as an attempt.
-- Claims take turns (an advisory lock): two forwarders never both fill one destination's window.
create or replace function public.reclamar_entregas(
  p_limite integer default 20,
  p_hormigueo bigint default null,
  p_reserva interval default interval '2 minutes',
  p_ritmo integer default null,
  p_ventana interval default interval '1 minute'
)
returns table (id bigint, destino text, cuerpo jsonb, intentos integer, pagina text)
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_ids bigint[];
begin
  perform pg_advisory_xact_lock(hashtextextended('reclamar_entregas', 0));
  select coalesce(array_agg(y.id), '{}') into v_ids
    from (
      select x.id
        from (
          select c.id, c.proximo_intento,
                 row_number() over (partition by c.destino order by c.proximo_intento, c.id) as turno,
                 -- Room left in the destination's window, and one at a time while it is being probed.
                 case when p_ritmo is null then null
                      else p_ritmo - (select count(*) from public.hormigueo_entrega r
                                       where r.destino = c.destino and r.enviado > now() - p_ventana) end as cupo,
                 case when d.motivo = 'cuota_agotada'
                      then 1 - (select count(*) from public.hormigueo_entrega r
                                 where r.destino = c.destino and r.estado = 'enviando' and r.reservado_hasta >= now()) end as sondeo
            from public.hormigueo_entrega c
            left join public.destino_reenvio d on d.destino = c.destino
           where (p_hormigueo is null or c.id_hormigueo = p_hormigueo)
             and ((c.estado = 'pendiente' and c.proximo_intento <= now())
               or (c.estado = 'enviando' and c.reservado_hasta < now()))
             and (d.pausado_hasta is null or d.pausado_hasta <= now())
        ) x
       where (x.cupo is null or x.turno <= x.cupo)
         and (x.sondeo is null or x.turno <= x.sondeo)
       order by x.proximo_intento, x.id
       limit greatest(p_limite, 0)
    ) y;

  return query
  update public.hormigueo_entrega e
     set estado = 'enviando',
         reservado_hasta = now() + p_reserva,
         enviado = now(),
         intentos = e.intentos + 1
   where e.id in (
     select c.id
       from public.hormigueo_entrega c
      where c.id = any (v_ids)
        and ((c.estado = 'pendiente' and c.proximo_intento <= now())
          or (c.estado = 'enviando' and c.reservado_hasta < now()))
        for update skip locked
   )
  returning e.id, e.destino, e.cuerpo, e.intentos,
            (select h.pagina from public.hormigueo h where h.id = e.id_hormigueo);
end
$$;

-- Settles a batch of claimed deliveries, each with what its receiver answered:
-- * entregado: it arrived; its destination's pause, if any, is over.
-- * reintentar: a failure that may pass (no answer, 5xx, an error the receiver did not
--   explain): due again after a backoff (30 s, 1 min, 2 min … 6 h), until it has waited 30 days.
-- * esperar: its destination is paused (p_pausas says why and how long): due when the pause
--   ends, and the claim's attempt is taken back, since the message was never judged.
-- * rechazado: the receiver refused this message and would again (fallido, with its words).
-- p_pausas is a JSON array of {destino, motivo, segundos (null: until the editors act), detalle}.
-- Now and then it also runs the pruning of readers' data: after the reader was answered, never
-- inside a reader's write. A pruning that fails is only a warning, so the batch is settled
-- whatever happens and nothing is sent twice.
create or replace function public.resolver_entregas(
  p_ids bigint[], p_resultados text[], p_errores text[], p_pausas jsonb default '[]'
)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  insert into public.destino_reenvio as d (destino, motivo, pausado_hasta, detalle)
  select p ->> 'destino', p ->> 'motivo',
         case when p ->> 'segundos' is null then 'infinity'::timestamptz
              else now() + make_interval(secs => (p ->> 'segundos')::double precision) end,
         left(p ->> 'detalle', 500)
    from jsonb_array_elements(coalesce(p_pausas, '[]')) p
  on conflict (destino) do update
     set motivo = excluded.motivo, pausado_hasta = excluded.pausado_hasta, detalle = excluded.detalle;

  update public.hormigueo_entrega e
     set estado = case
                    when r.resultado = 'entregado' then 'entregado'
                    when r.resultado = 'rechazado' then 'fallido'
                    when r.resultado = 'reintentar' and h.creado < now() - interval '30 days' then 'fallido'
                    else 'pendiente'
                  end,
         entregado = case when r.resultado = 'entregado' then now() end,
         reservado_hasta = null,
         intentos = case when r.resultado = 'esperar' then greatest(e.intentos - 1, 0) else e.intentos end,
         ultimo_error = case when r.resultado = 'entregado' then null else left(r.error, 500) end,
         motivo = case when r.resultado = 'entregado' then null
                       when r.resultado = 'esperar' then coalesce(d.motivo, 'esperar')
                       else r.resultado end,
         proximo_intento = case
                             when r.resultado = 'entregado' then e.proximo_intento
                             when r.resultado = 'esperar' then greatest(now(), least(coalesce(d.pausado_hasta, now()), now() + interval '100 years'))
                             else now() + least(interval '30 seconds' * power(2, greatest(e.intentos - 1, 0)), interval '6 hours')
                           end
    from unnest(p_ids, p_resultados, p_errores) as r(id, resultado, error)
    join public.hormigueo_entrega x on x.id = r.id
    join public.hormigueo h on h.id = x.id_hormigueo
    left join public.destino_reenvio d on d.destino = x.destino
   where e.id = r.id
     and e.estado = 'enviando';

  -- A destination that took a message is open again, unless it refused later in this same
  -- batch (it took some, then hit its limit or quota): that pause is the last word.
  delete from public.destino_reenvio d
   where d.destino in (select x.destino from public.hormigueo_entrega x
                        where x.id = any (p_ids) and x.estado = 'entregado')
     and not exists (select 1 from jsonb_array_elements(coalesce(p_pausas, '[]')) p
                      where p ->> 'destino' = d.destino);

  if random() < 0.01 then
    begin
      perform public.podar_datos_personales();
    exception when others then
      raise warning 'podar_datos_personales failed: %', sqlerrm;
    end;
  end if;
end
$$;

-- The hand-back also forgets the send it never made, so the pacing does not count it.
create or replace function public.devolver_entregas(p_ids bigint[])
returns void
language sql
security definer
set search_path = public, pg_temp
as $$
  update public.hormigueo_entrega e
     set estado = 'pendiente',
         reservado_hasta = null,
         enviado = null,
         intentos = greatest(e.intentos - 1, 0)
   where e.id = any (p_ids)
     and e.estado = 'enviando';
$$;

-- The editors' way out of a pause: a destination's waiting and failed messages are due again
-- now, from their first attempt, sent to p_nuevo when the form moved (a message that already has
-- a delivery there keeps only that one). Returns how many messages are due again.
create or replace function public.reintentar_entregas(p_destino text, p_nuevo text default null)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_nuevo text := coalesce(public.direccion_reenvio(p_nuevo), btrim(p_destino));
  v_total integer;
begin
  if p_nuevo is not null and public.direccion_reenvio(p_nuevo) is null then
    raise exception 'destino_invalido' using errcode = '22023';
  end if;
  delete from public.destino_reenvio d where d.destino in (btrim(p_destino), v_nuevo);
  update public.hormigueo_entrega e
     set estado = 'pendiente',
         destino = v_nuevo,
         intentos = 0,
         proximo_intento = now(),
         reservado_hasta = null,
         ultimo_error = null,
         motivo = null
   where e.destino = btrim(p_destino)
     and e.estado in ('pendiente', 'fallido')
     and (v_nuevo = e.destino or not exists (
           select 1 from public.hormigueo_entrega o where o.id_hormigueo = e.id_hormigueo and o.destino = v_nuevo));
  get diagnostics v_total = row_count;
  return v_total;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Views
-- ---------------------------------------------------------------------------------------------

-- What did not arrive, per destination, for the editors: how many wait and since when, how
-- many failed and why, whether the destination is paused, and one sentence saying what to do.
-- Beside publicacion.estado (the publishing job's, on Supabase): a schema the Data API does not
-- expose. `npm run entregas` prints the same.
create schema if not exists publicacion;
revoke all on schema publicacion from public;
grant usage on schema publicacion to service_role;

create or replace view publicacion.entregas as
with por_destino as (
  select e.destino,
         count(*) filter (where e.estado in ('pendiente', 'enviando')) as esperan,
         min(h.creado) filter (where e.estado in ('pendiente', 'enviando')) as esperan_desde,
         min(e.proximo_intento) filter (where e.estado = 'pendiente') as proximo_intento,
         count(*) filter (where e.estado = 'fallido') as fallidos,
         max(e.entregado) as ultima_entrega,
         (array_agg(e.ultimo_error order by e.id desc)
            filter (where e.estado <> 'entregado' and e.ultimo_error is not null))[1] as ultimo_error
    from public.hormigueo_entrega e
    join public.hormigueo h on h.id = e.id_hormigueo
   group by e.destino
)
select p.destino,
       coalesce((select string_agg(q.nombre, ', ' order by q.orden, q.nombre)
                   from (select a.nombre, 1 as orden from public.autor a
                          where public.direccion_reenvio(a.formspree_url) = p.destino
                         union all
                         select 'la revista', 2 from public.revista r
                          where r.id = 1 and public.direccion_reenvio(r.formspree_url) = p.destino) q),
                'nadie: esta dirección ya no está en autor ni en revista') as para,
       p.esperan, p.esperan_desde, p.proximo_intento, p.fallidos, p.ultima_entrega, p.ultimo_error,
       d.motivo as pausa,
       case when d.pausado_hasta = 'infinity' then null else d.pausado_hasta end as pausado_hasta,
       d.desde as rechaza_desde, d.detalle,
       case
         when d.motivo = 'formulario_inexistente' then
           'El formulario ya no existe (la dirección responde 404): ' || public.cuantos(p.esperan, 'mensaje espera', 'mensajes esperan') || '. '
           || 'Pon la dirección nueva en formspree_url y ejecuta npm run entregas -- --reintentar '
           || p.destino || ' --a <dirección nueva>.'
         when d.motivo = 'formulario_desactivado' then
           'El formulario está desactivado en Formspree: ' || public.cuantos(p.esperan, 'mensaje espera', 'mensajes esperan') || '. '
           || 'Actívalo (o pon otra dirección) y ejecuta npm run entregas -- --reintentar ' || p.destino || '.'
         when d.motivo = 'destino_rechaza' then
           'La dirección rechaza los envíos (' || coalesce(d.detalle, 'sin explicación') || '): '
           || public.cuantos(p.esperan, 'mensaje espera', 'mensajes esperan') || '. Revisa la dirección y ejecuta npm run entregas -- --reintentar ' || p.destino || '.'
         when d.motivo = 'cuota_agotada' and d.pausado_hasta > now() then
           'Formspree rechaza por cuota agotada: ' || public.cuantos(p.esperan, 'mensaje espera', 'mensajes esperan') || '; al acabar la pausa se prueba '
           || 'con uno. Amplía el plan del formulario o espera a que se renueve la cuota.'
         when d.motivo = 'limite_por_minuto' and d.pausado_hasta > now() then
           'Límite de envíos por minuto de Formspree: en pausa unos segundos; ' || public.cuantos(p.esperan, 'mensaje espera', 'mensajes esperan') || '.'
         when p.fallidos > 0 and p.esperan = 0 then
           public.cuantos(p.fallidos, 'mensaje no se entregó', 'mensajes no se entregaron') || ' (' || coalesce(p.ultimo_error, 'sin explicación') || '). '
           || 'npm run entregas -- --reintentar ' || p.destino || ' los vuelve a enviar.'
         when p.esperan > 0 and p.ultimo_error is not null then
           public.cuantos(p.esperan, 'mensaje espera', 'mensajes esperan') || '; el último intento falló (' || p.ultimo_error || ') y se reintenta solo.'
         when p.esperan > 0 then public.cuantos(p.esperan, 'mensaje en camino', 'mensajes en camino') || '.'
         else 'Todo entregado.'
       end as situacion
  from por_destino p
  left join public.destino_reenvio d on d.destino = p.destino
 where p.esperan > 0 or p.fallidos > 0 or d.destino is not null;

comment on view publicacion.entregas is
  'What did not reach its poet yet, per forwarding address: waiting, failed, paused, and what to do (npm run entregas).';
revoke all on publicacion.entregas from public, anon, authenticated;
grant select on publicacion.entregas to service_role;

-- ---------------------------------------------------------------------------------------------
-- Row-level security (no policy: the public roles see no row)
-- ---------------------------------------------------------------------------------------------

alter table public.destino_reenvio enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

revoke all on public.destino_reenvio from anon, authenticated;
grant all on public.destino_reenvio to service_role;

-- Only the server's role calls these; the helpers run inside them.
revoke all on function public.pagina_del_sitio(text) from public, anon, authenticated, service_role;
revoke all on function public.cuantos(bigint, text, text) from public, anon, authenticated, service_role;
revoke all on function public.hormiguear(text, bigint, text, text, text, integer, integer, text, text) from public, anon, authenticated, service_role;
revoke all on function public.hormiguear_poema(bigint, text, text, text, integer, integer, text, text) from public, anon, authenticated;
revoke all on function public.hormiguear_visual(bigint, text, text, text, integer, integer, text, text) from public, anon, authenticated;
revoke all on function public.reclamar_entregas(integer, bigint, interval, integer, interval) from public, anon, authenticated;
revoke all on function public.resolver_entregas(bigint[], text[], text[], jsonb) from public, anon, authenticated;
revoke all on function public.devolver_entregas(bigint[]) from public, anon, authenticated;
revoke all on function public.reintentar_entregas(text, text) from public, anon, authenticated;
grant execute on function public.hormiguear_poema(bigint, text, text, text, integer, integer, text, text) to service_role;
grant execute on function public.hormiguear_visual(bigint, text, text, text, integer, integer, text, text) to service_role;
grant execute on function public.reclamar_entregas(integer, bigint, interval, integer, interval) to service_role;
grant execute on function public.resolver_entregas(bigint[], text[], text[], jsonb) to service_role;
grant execute on function public.devolver_entregas(bigint[]) to service_role;
grant execute on function public.reintentar_entregas(text, text) to service_role;
