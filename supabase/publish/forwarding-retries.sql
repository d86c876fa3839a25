-- Forwarding retries on Supabase (Supabase only; not a migration: it needs Supabase's pg_net,
-- pg_cron and Vault).
--
-- A reader's hormigueo is forwarded to the poet by the request that queued it; a send that
-- failed (the form's service down, a timeout) waits in public.hormigueo_entrega for its next
-- attempt (30 s ... 6 h later). The local server retries on a timer, but on Cloudflare no
-- process of ours outlives a request, so the database does the asking, the way Supabase
-- schedules Edge Functions (https://supabase.com/docs/guides/functions/schedule-functions):
-- pg_cron runs a job every minute that calls the site's own POST /api/reenviar through pg_net,
-- with a bearer token kept in Vault. The site forwards what is due within one invocation's
-- limits (functions/api/reenviar.ts) and answers what it did.
--
-- Run it in the Supabase SQL editor after the migrations, with pg_net and pg_cron enabled
-- (Database -> Extensions). Running it again is harmless: it keeps its settings and calls.
-- Then, one token of at least 32 characters (e.g. `openssl rand -hex 32`) on both sides:
--   * Cloudflare: the Pages project -> Settings -> Variables and Secrets -> FORWARD_TOKEN,
--     type Secret (production);
--   * Vault: select vault.create_secret('<the same token>', 'reenvio_token');
-- and the site's public origin:
--   update reenvio.ajuste set sitio = 'https://hormiguerodepoemas.com';
-- What it is doing: select * from reenvio.estado;
--
-- How it works:
-- * Every minute reenvio.reenviar() looks for deliveries that are due: pending and past their
--   proximo_intento, or claimed by a forwarder whose lease ran out (reclamar_entregas's
--   condition). Only then, and only when no earlier call is still on its way, does it call the
--   site. A minute with nothing due sends nothing and writes nothing; so does a job without
--   `sitio` or without the Vault secret, and reenvio.estado says which is missing.
-- * pg_net is asynchronous and forgets (its queue is unlogged; its answers are kept 6 hours in
--   net._http_response): each call is recorded with its request id and how many were due, and
--   the next runs read its answer (status, body). A call with no answer after
--   `espera_respuesta` is taken as lost. After a lost call or an answer other than 2xx the
--   next call waits `reintento`.
-- * What it costs on Cloudflare: one Function invocation per call, at most one a minute, so
--   1,440 a day at the very most (the Workers Free plan allows 100,000 requests a day); in
--   practice one for each minute in which a failed message fell due, since a message its
--   reader's request forwarded is no longer due when the job looks. The sends themselves are
--   that invocation's subrequests.
-- * Its calls are kept `conservar` (a week) after their answer, then pruned by the job itself.
-- * The token also sits, for the moment pg_net takes to send it, in pg_net's queue, which the
--   database's own roles can read: it can do nothing but start a forwarding run.

-- The extensions are enabled from the dashboard; this file only checks that they are there,
-- and changes nothing when they are not.
do $$
begin
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'net' and p.proname = 'http_post') then
    raise exception 'pg_net is not enabled: Database -> Extensions -> pg_net, then run this file again.';
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'cron' and p.proname = 'schedule') then
    raise exception 'pg_cron is not enabled: Database -> Extensions -> pg_cron, then run this file again.';
  end if;
  if to_regclass('vault.decrypted_secrets') is null then
    raise exception 'Supabase Vault is missing (vault.decrypted_secrets): it comes with every Supabase project.';
  end if;
  if to_regclass('public.hormigueo_entrega') is null
     or to_regclass('public.destino_reenvio') is null
     or to_regprocedure('public.reclamar_entregas(integer, bigint, interval, integer, interval)') is null then
    raise exception 'Run the migrations (supabase/migrations) first.';
  end if;
end
$$;

-- The job's state lives in a schema of its own, which the Data API does not expose.
create schema if not exists reenvio;
revoke all on schema reenvio from public;
grant usage on schema reenvio to service_role;

-- One row: where to call, with which secret, and the job's patience.
create table if not exists reenvio.ajuste (
  id boolean primary key default true check (id),
  -- The site's public origin, e.g. 'https://hormiguerodepoemas.com'. Empty: nothing is called.
  -- HTTPS only, since the token travels in a header.
  sitio text not null default '' check (sitio = '' or sitio ~ '^https://[^/?#[:space:]]+/?$'),
  -- The Vault secret that holds the token (the site's FORWARD_TOKEN).
  secreto text not null default 'reenvio_token' check (btrim(secreto) <> ''),
  -- A call with no answer after this long is taken as lost (pg_net gives up after 30 s).
  espera_respuesta interval not null default interval '3 minutes',
  -- After a lost call or an answer other than 2xx, the next waits this long.
  reintento interval not null default interval '5 minutes',
  -- How long a call is kept after its answer.
  conservar interval not null default interval '7 days'
);
insert into reenvio.ajuste default values on conflict do nothing;

-- Every call: when, how many deliveries were due, and how the site answered.
create table if not exists reenvio.llamada (
  id bigint generated always as identity primary key,
  -- pg_net's request id (its answer is the row of net._http_response with this id).
  peticion bigint not null,
  pedida timestamptz not null default now(),
  pendientes integer not null,
  -- enviada: on its way; respondida: 2xx; error: another status, a timeout or a network
  -- error; perdida: no answer within espera_respuesta.
  estado text not null default 'enviada' check (estado in ('enviada', 'respondida', 'error', 'perdida')),
  codigo integer,
  -- What the site answered (JSON: entregados, fallidos, devueltos; or its error).
  respuesta text,
  error text,
  resuelta timestamptz
);
create index if not exists llamada_resuelta_idx on reenvio.llamada (resuelta);
create index if not exists llamada_enviada_idx on reenvio.llamada (id) where estado = 'enviada';

alter table reenvio.ajuste enable row level security;
revoke all on reenvio.ajuste from public;
grant all on reenvio.ajuste to service_role;
alter table reenvio.llamada enable row level security;
revoke all on reenvio.llamada from public;
grant all on reenvio.llamada to service_role;

-- The deliveries due now (reclamar_entregas's condition, on its partial index: a destination
-- paused after a refusal gives none) and since when the oldest of them waits (its reader's
-- hormigueo); and those pending that wait for a later attempt or for their destination's
-- pause, with the first one's time.
create or replace function reenvio.debidas()
returns table (pendientes bigint, desde timestamptz, en_espera bigint, proximo timestamptz)
language sql
stable
-- It returns one row. Told so, the planner does not take reenvio.estado for a large query
-- and spend seconds compiling it (JIT).
rows 1
security definer
set search_path = pg_catalog, pg_temp
as $$
  select count(*) filter (where d.debida),
         min(h.creado) filter (where d.debida),
         count(*) filter (where not d.debida and e.estado = 'pendiente'),
         min(e.proximo_intento) filter (where not d.debida and e.estado = 'pendiente')
    from public.hormigueo_entrega e
    join public.hormigueo h on h.id = e.id_hormigueo
    left join public.destino_reenvio p on p.destino = e.destino
   cross join lateral (
     select ((e.estado = 'pendiente' and e.proximo_intento <= now())
          or (e.estado = 'enviando' and e.reservado_hasta < now()))
        and (p.pausado_hasta is null or p.pausado_hasta <= now()) as debida
   ) d
   where e.estado in ('pendiente', 'enviando')
$$;

-- The job: reads the answers of earlier calls, then calls the site when something is due.
-- Returns what it did, for whoever runs it by hand (pg_cron keeps only 'SELECT 1'); the
-- situation in words is reenvio.estado's.
create or replace function reenvio.reenviar()
returns text
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  a reenvio.ajuste;
  d record;
  v_ultima reenvio.llamada;
  v_token text;
  v_peticion bigint;
begin
  -- One run at a time (a slow run and the next minute's, or an editor's by hand).
  perform pg_advisory_xact_lock(hashtext('reenvio.reenviar'));
  select * into a from reenvio.ajuste;

  -- 1. The answers pg_net got since the last run.
  update reenvio.llamada l
     set estado = case when r.status_code between 200 and 299 then 'respondida' else 'error' end,
         codigo = r.status_code,
         respuesta = left(r.content, 1000),
         error = case when r.status_code between 200 and 299 then null
                      else left(coalesce(nullif(r.error_msg, ''), case when r.timed_out then 'timed out' end,
                                         'HTTP ' || r.status_code, 'no status'), 500) end,
         resuelta = now()
    from net._http_response r
   where l.estado = 'enviada' and r.id = l.peticion;
  update reenvio.llamada
     set estado = 'perdida', resuelta = now(), error = 'no answer (pg_net lost the request, or a restart)'
   where estado = 'enviada' and pedida <= now() - a.espera_respuesta;
  delete from reenvio.llamada where resuelta < now() - a.conservar;

  -- 2. Whether to call.
  if a.sitio = '' then
    return 'sin sitio';
  end if;
  select nullif(btrim(s.decrypted_secret), '') into v_token from vault.decrypted_secrets s where s.name = a.secreto;
  if v_token is null then
    return 'sin secreto';
  end if;
  select * into d from reenvio.debidas();
  if d.pendientes = 0 then
    return 'nada pendiente';
  end if;
  if exists (select 1 from reenvio.llamada where estado = 'enviada') then
    return 'esperando respuesta';
  end if;
  select * into v_ultima from reenvio.llamada order by id desc limit 1;
  if v_ultima.estado in ('error', 'perdida') and now() - v_ultima.resuelta < a.reintento then
    return 'reintento en espera';
  end if;

  -- 3. The call, sent by pg_net once this transaction commits. Its timeout leaves room for a
  -- whole forwarding run (forwardPolicy.ts: sends stop at 20 s, then the run settles).
  v_peticion := net.http_post(
    url := rtrim(a.sitio, '/') || '/api/reenviar',
    body := jsonb_build_object('pendientes', d.pendientes),
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_token),
    timeout_milliseconds := 30000
  );
  insert into reenvio.llamada (peticion, pedida, pendientes) values (v_peticion, now(), d.pendientes);
  return 'llamada';
end
$$;

-- For editors: what is due, since when, the last call and the last answer, and in a sentence
-- what the job is waiting for.
drop view if exists reenvio.estado;
create view reenvio.estado as
select case
         when a.sitio = '' then
           'Falta el sitio: update reenvio.ajuste set sitio = ''https://hormiguerodepoemas.com'';'
         when v.secreto is null then
           format('Falta el token en Vault: select vault.create_secret(''<el FORWARD_TOKEN del sitio>'', %L);', a.secreto)
         when l.estado = 'enviada' and l.pedida > now() - a.espera_respuesta then
           'Llamando al sitio…'
         when r.codigo = 401 then
           'El sitio respondió 401: el token de Vault no coincide con FORWARD_TOKEN.'
         when r.codigo = 404 then
           'El sitio respondió 404: falta FORWARD_TOKEN en Cloudflare (o sitio no es el origen del sitio).'
         when d.pendientes = 0 and d.en_espera = 0 then
           'Sin mensajes pendientes.'
         when d.pendientes = 0 then
           format('Nada que reenviar ahora; %s esperan su próximo intento (proximo_intento).', d.en_espera)
         when r.estado in ('error', 'perdida') and now() - r.resuelta < a.reintento then
           format('La última llamada falló (%s); se volverá a llamar pasados %s minutos.',
                  r.error, round(extract(epoch from a.reintento) / 60))
         else
           format('%s por reenviar; se llamará al sitio en el próximo minuto.',
                  case when d.pendientes = 1 then '1 mensaje' else d.pendientes || ' mensajes' end)
       end as situacion,
       d.pendientes,
       d.desde as esperando_desde,
       d.en_espera,
       d.proximo as proximo_intento,
       nullif(a.sitio, '') as sitio,
       a.secreto,
       l.pedida as ultima_llamada,
       l.estado as estado_llamada,
       l.pendientes as pendientes_al_llamar,
       r.resuelta as ultima_respuesta,
       r.codigo,
       r.respuesta,
       r.error
  from (select * from reenvio.ajuste limit 1) a
 cross join reenvio.debidas() d
  left join lateral (
    select s.name as secreto from vault.decrypted_secrets s
     where s.name = a.secreto and btrim(coalesce(s.decrypted_secret, '')) <> ''
     limit 1
  ) v on true
  left join lateral (select * from reenvio.llamada order by id desc limit 1) l on true
  left join lateral (select * from reenvio.llamada where estado <> 'enviada' order by id desc limit 1) r on true;
revoke all on reenvio.estado from public;
grant select on reenvio.estado to service_role;

-- Only the server's role runs the job and reads its state.
revoke all on function reenvio.debidas() from public;
revoke all on function reenvio.reenviar() from public;
grant execute on function reenvio.debidas() to service_role;
grant execute on function reenvio.reenviar() to service_role;

-- Every minute: call the site when something is due (nothing is called otherwise; see above
-- for what it costs). pg_cron's own run history is pruned by deploy-hook.sql's
-- podar-historial-cron.
select cron.schedule('reenviar-mensajes', '* * * * *', $cron$ select reenvio.reenviar() $cron$);
