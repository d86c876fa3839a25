-- Publish on edit, one build per burst of edits (Supabase only; not a migration: it needs
-- Supabase's pg_net, pg_cron and Vault).
--
-- Run it in the Supabase SQL editor after the migrations, once the Cloudflare Pages deploy
-- hook's URL is in Vault (name: cloudflare_deploy_hook) and pg_net and pg_cron are enabled
-- (Database -> Extensions). Running it again is harmless: it keeps what is pending. Run it
-- again too after a migration adds a column to a content table (the triggers name columns).
--
-- How it works:
-- * Row triggers on the content tables record that something changed (which table, when)
--   in publicacion.cambio, an ordinary (logged) table: a database restart loses nothing.
--   An UPDATE trigger fires only when the statement sets a column readers see (the list
--   public.columnas_visibles gives), so a hormigueo's +1 on a counter never runs it: readers'
--   likes neither start a build nor pay for the publishing machinery. One statement records
--   one change per table, however many rows it touched.
-- * A job runs every minute (pg_cron): publicacion.publicar(). For each destination (the
--   production deploy hook; optionally the editors' preview branch's), when changes are
--   pending and the editors have been quiet for `silencio` (2 minutes), or the first pending
--   change waited `espera_maxima` (10 minutes) while edits kept coming, it calls the hook
--   once through pg_net. It also calls it when a scheduled edition falls due (its
--   fecha_publicacion has come in the magazine's time zone), so the edition goes public
--   without anyone doing anything.
-- * pg_net is asynchronous and forgets (its queue is unlogged, its answers are kept 6 hours
--   in net._http_response): the call is recorded with its request id, and the next runs read
--   the answer. An error answer, or none within `espera_respuesta` (a restart lost it), leaves
--   the changes pending, and they are called again after `reintento`.
-- * A 2xx only means Cloudflare accepted the hook. When the destination has `sitio` (the
--   site's public origin), the changes are settled once the live site's /version.json says
--   its build read the database after the call (`leido`); if that has not happened within
--   `espera_publicacion` (25 minutes) the hook is called again. Without `sitio`, a 2xx
--   settles them (no live check). Changes made while a call was on its way wait for the next.
-- * Bounded: at most `llamadas_maximas` (3) calls for the same pending changes, and none
--   after a 4xx answer (a deleted hook answers 404). Then the job stops calling and says why
--   in publicacion.estado (`situacion`) until a new change arrives, which starts over.
-- * Once a day (06:00 UTC, midnight in Mexico City) a change is recorded anyway, so the top 3
--   follow the readers' hormigueos. Once a day too, pg_cron's own history is pruned.
--
-- Settings (update publicacion.ajuste): zona_horaria must be the site's MAGAZINE_TIME_ZONE.
-- The live check: update publicacion.destino set sitio = 'https://hormiguerodepoemas.com'
--   where nombre = 'produccion';
-- To also rebuild the editors' preview branch, store its deploy hook in Vault and run:
--   insert into publicacion.destino (nombre, secreto, programadas)
--     values ('vista-previa', 'cloudflare_preview_hook', false);
-- What it is doing: select * from publicacion.estado;

-- The extensions are enabled from the dashboard (Database -> Extensions); this file only
-- checks that they are there, and changes nothing when they are not.
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
  if to_regprocedure('public.podar_datos_personales(interval, interval, interval)') is null then
    raise exception 'Run the migrations (supabase/migrations) first.';
  end if;
  if to_regprocedure('public.contenido_visible(jsonb)') is null then
    raise exception 'Run the migrations (supabase/migrations) first.';
  end if;
end
$$;

-- The publishing state lives in a schema of its own, which the Data API does not expose.
create schema if not exists publicacion;
revoke all on schema publicacion from public;
grant usage on schema publicacion to service_role;

-- One row: the rules of the job.
create table if not exists publicacion.ajuste (
  id boolean primary key default true check (id),
  -- The magazine's time zone: an edition dated D is due when D begins there (MAGAZINE_TIME_ZONE).
  zona_horaria text not null default 'America/Mexico_City',
  -- Call once the editors have been quiet this long...
  silencio interval not null default interval '2 minutes',
  -- ...or at the latest this long after the first change still pending.
  espera_maxima interval not null default interval '10 minutes',
  -- A call with no answer after this long is taken as lost (pg_net keeps answers 6 hours).
  espera_respuesta interval not null default interval '5 minutes',
  -- After a failed call, the next one waits this long.
  reintento interval not null default interval '2 minutes'
);
-- Added after the first version: `add column if not exists` upgrades an installed copy.
-- How long the live site may take to show a call's changes (a Pages build takes minutes)...
alter table publicacion.ajuste add column if not exists espera_publicacion interval not null default interval '25 minutes';
-- ...and how many calls the same pending changes get before the job stops and says so.
alter table publicacion.ajuste add column if not exists llamadas_maximas integer not null default 3 check (llamadas_maximas > 0);
insert into publicacion.ajuste default values on conflict do nothing;

-- What changed and when: one row per statement and table that changed what readers see.
create table if not exists publicacion.cambio (
  id bigint generated always as identity primary key,
  tabla text not null,
  creado timestamptz not null default now()
);
-- The row triggers fire once per row: the statement that wrote a change (its transaction and
-- start time) lets the other rows of that statement add nothing.
alter table publicacion.cambio add column if not exists transaccion xid8;
alter table publicacion.cambio add column if not exists sentencia timestamptz;
create unique index if not exists cambio_sentencia_idx on publicacion.cambio (transaccion, sentencia, tabla);

-- Where publishing calls: a deploy hook whose URL is the Vault secret `secreto`.
create table if not exists publicacion.destino (
  nombre text primary key,
  secreto text not null,
  -- Also call when a scheduled edition falls due (the production site; a preview shows them already).
  programadas boolean not null default true,
  -- The last change a 2xx answer covered: later ones are pending.
  cubierto bigint not null default 0,
  -- The magazine's date at the last call answered 2xx: editions dated up to it are published.
  dia date
);
-- The site's public origin (e.g. 'https://hormiguerodepoemas.com'): a change is published when
-- <sitio>/version.json shows a build that read the database after the call. NULL: no live
-- check, a 2xx from the hook settles the changes.
alter table publicacion.destino add column if not exists sitio text
  check (sitio is null or sitio ~ '^https?://[^/?#]+/?$');
-- What the last run of the job found, in words for editors (publicacion.estado).
alter table publicacion.destino add column if not exists situacion text;
-- Installed today: editions dated up to yesterday are already public; one dated today gets a build.
insert into publicacion.destino (nombre, secreto, cubierto, dia)
select 'produccion', 'cloudflare_deploy_hook',
       coalesce((select max(id) from publicacion.cambio), 0),
       (now() at time zone (select zona_horaria from publicacion.ajuste))::date - 1
on conflict (nombre) do nothing;

-- Every call: why, what it covered, and how it was answered.
create table if not exists publicacion.llamada (
  id bigint generated always as identity primary key,
  destino text not null references publicacion.destino (nombre) on delete cascade,
  motivo text not null,
  -- pg_net's request id (its answer is read from net._http_response by it).
  peticion bigint,
  -- The last change this call covers, and the magazine's date it was made on.
  hasta bigint not null,
  dia date not null,
  pedida timestamptz not null,
  -- enviada: on its way; ok: 2xx, settled (no live check); aceptada: 2xx, waiting for the
  -- live site; publicada: the live site shows it; no publicada: it did not within
  -- espera_publicacion; error: another answer; perdida: no answer.
  estado text not null default 'enviada',
  codigo integer,
  error text,
  resuelta timestamptz
);
-- The live check: pg_net's request id of the latest GET of version.json, and when it was made.
alter table publicacion.llamada add column if not exists comprobacion bigint;
alter table publicacion.llamada add column if not exists comprobada timestamptz;
alter table publicacion.llamada drop constraint if exists llamada_estado_check;
alter table publicacion.llamada add constraint llamada_estado_check
  check (estado in ('enviada', 'ok', 'aceptada', 'publicada', 'no publicada', 'error', 'perdida'));
create index if not exists llamada_destino_idx on publicacion.llamada (destino, id desc);

-- Whoever writes content writes here through the trigger (SECURITY DEFINER); nobody else.
alter table publicacion.ajuste enable row level security;
revoke all on publicacion.ajuste from public;
grant all on publicacion.ajuste to service_role;
alter table publicacion.cambio enable row level security;
revoke all on publicacion.cambio from public;
grant all on publicacion.cambio to service_role;
alter table publicacion.destino enable row level security;
revoke all on publicacion.destino from public;
grant all on publicacion.destino to service_role;
alter table publicacion.llamada enable row level security;
revoke all on publicacion.llamada from public;
grant all on publicacion.llamada to service_role;

-- Records that a row changed in a way readers see. A row trigger, so it never copies rows
-- into transition tables; the UPDATE trigger is declared with the visible columns (below),
-- so PostgreSQL does not even call it for a counter's +1. The first row of a statement
-- writes the change; the unique index makes the statement's other rows add nothing.
create or replace function publicacion.registrar_cambio()
returns trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  insert into publicacion.cambio (tabla, transaccion, sentencia)
  values (tg_table_name, pg_current_xact_id(), statement_timestamp())
  on conflict (transaccion, sentencia, tabla) do nothing;
  return null;
end
$$;

-- Calls `destino`'s hook: the call is recorded before pg_net sends it (at commit).
create or replace function publicacion.llamar(p_destino publicacion.destino, p_motivo text, p_hasta bigint, p_dia date, p_ahora timestamptz)
returns boolean
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  v_url text;
  v_peticion bigint;
begin
  select decrypted_secret into v_url from vault.decrypted_secrets where name = p_destino.secreto;
  if v_url is null or btrim(v_url) = '' then
    raise warning 'publicacion: no Vault secret named % (the deploy hook of %): nothing was called; changes stay pending.',
      p_destino.secreto, p_destino.nombre;
    return false;
  end if;
  v_peticion := net.http_post(url := btrim(v_url), body := jsonb_build_object('motivo', p_motivo), timeout_milliseconds := 10000);
  insert into publicacion.llamada (destino, motivo, peticion, hasta, dia, pedida)
  values (p_destino.nombre, p_motivo, v_peticion, p_hasta, p_dia, p_ahora);
  return true;
end
$$;

-- When a build read the database, from the text of a /version.json; NULL when it is not
-- one (an error page, a site without the file yet).
create or replace function publicacion.leido(p_contenido text)
returns timestamptz
language plpgsql
immutable
set search_path = pg_catalog, pg_temp
as $$
begin
  return (p_contenido::jsonb ->> 'leido')::timestamptz;
exception when others then
  return null;
end
$$;

-- Asks the live site which database state it shows (through pg_net, answered later). The
-- query parameter makes every GET a distinct URL, so no cache in front answers an old copy.
create or replace function publicacion.comprobar(p_llamada bigint, p_sitio text, p_ahora timestamptz)
returns void
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  update publicacion.llamada
     set comprobacion = net.http_get(
           url := rtrim(p_sitio, '/') || '/version.json',
           params := jsonb_build_object('comprobacion', (extract(epoch from clock_timestamp()) * 1000)::bigint::text),
           timeout_milliseconds := 10000),
         comprobada = p_ahora
   where id = p_llamada;
end
$$;

-- The job. `p_ahora` is the clock it goes by (tests move it; the job uses now()). Returns
-- what it did per destination, for whoever runs it by hand; pg_cron keeps only each run's
-- status and a short return message ('SELECT 1') in cron.job_run_details, so the job also
-- leaves it in words in publicacion.destino.situacion, which publicacion.estado shows.
create or replace function publicacion.publicar(p_ahora timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  a publicacion.ajuste;
  d publicacion.destino;
  c publicacion.llamada;
  r record;
  v_hoy date;
  v_primero timestamptz;
  v_ultimo timestamptz;
  v_hasta bigint;
  v_motivo text;
  v_leido timestamptz;
  v_llamadas integer;
  v_ultima publicacion.llamada;
  v_paso text;
  v_situacion text;
  v_hecho jsonb := '{}'::jsonb;
begin
  -- One run at a time (a slow run and the next minute's, or an editor's by hand).
  perform pg_advisory_xact_lock(hashtext('publicacion.publicar'));
  select * into a from publicacion.ajuste;
  v_hoy := (p_ahora at time zone a.zona_horaria)::date;

  for d in select * from publicacion.destino order by nombre for update loop
    <<destino>>
    begin
      -- 1. The last call, if it is still on its way: read its answer.
      select * into c from publicacion.llamada where destino = d.nombre and estado = 'enviada' order by id desc limit 1;
      if found then
        select status_code, error_msg, timed_out into r from net._http_response where id = c.peticion;
        if found and r.status_code between 200 and 299 and d.sitio is null then
          update publicacion.llamada set estado = 'ok', codigo = r.status_code, resuelta = p_ahora where id = c.id;
          update publicacion.destino
             set cubierto = greatest(cubierto, c.hasta), dia = greatest(coalesce(dia, c.dia), c.dia)
           where nombre = d.nombre
          returning * into d;
        elsif found and r.status_code between 200 and 299 then
          -- Accepted: the build runs now; the live site says when it is out.
          update publicacion.llamada set estado = 'aceptada', codigo = r.status_code where id = c.id;
          perform publicacion.comprobar(c.id, d.sitio, p_ahora);
          v_paso := 'esperando el sitio';
          v_situacion := format('El hook aceptó la llamada (%s); esperando a que %s/version.json muestre una compilación posterior.', r.status_code, rtrim(d.sitio, '/'));
          exit destino;
        elsif found then
          update publicacion.llamada
             set estado = 'error', codigo = r.status_code, resuelta = p_ahora,
                 error = left(coalesce(r.error_msg, case when r.timed_out then 'timed out' end, 'HTTP ' || r.status_code), 500)
           where id = c.id;
        elsif p_ahora - c.pedida >= a.espera_respuesta then
          update publicacion.llamada set estado = 'perdida', resuelta = p_ahora, error = 'no answer (pg_net lost the request, or a restart)'
           where id = c.id;
        else
          v_paso := 'esperando respuesta';
          v_situacion := 'Llamada enviada al hook; esperando su respuesta.';
          exit destino;
        end if;
      end if;

      -- 1b. A call the hook accepted: is it live yet?
      select * into c from publicacion.llamada where destino = d.nombre and estado = 'aceptada' order by id desc limit 1;
      if found then
        select max(publicacion.leido(h.content)) into v_leido
          from net._http_response h where h.id = c.comprobacion and h.status_code = 200;
        if d.sitio is null or v_leido >= c.pedida then
          -- Live (or the check was turned off meanwhile): the changes it covered are published.
          update publicacion.llamada set estado = 'publicada', resuelta = p_ahora where id = c.id;
          update publicacion.destino
             set cubierto = greatest(cubierto, c.hasta), dia = greatest(coalesce(dia, c.dia), c.dia)
           where nombre = d.nombre
          returning * into d;
        elsif p_ahora - c.pedida >= a.espera_publicacion then
          update publicacion.llamada
             set estado = 'no publicada', resuelta = p_ahora,
                 error = format('%s/version.json did not show a build that read the database after the call within %s (leido: %s)',
                                rtrim(d.sitio, '/'), a.espera_publicacion, coalesce(v_leido::text, 'unknown'))
           where id = c.id;
        else
          -- Not yet: ask again once the last question was answered or seems lost.
          if v_leido is not null or exists (select 1 from net._http_response where id = c.comprobacion)
             or c.comprobacion is null or p_ahora - c.comprobada >= interval '2 minutes' then
            perform publicacion.comprobar(c.id, d.sitio, p_ahora);
          end if;
          v_paso := 'esperando el sitio';
          v_situacion := format('El hook aceptó la llamada; %s/version.json aún no muestra los cambios (se vuelve a llamar tras %s).',
                                rtrim(d.sitio, '/'), a.espera_publicacion);
          exit destino;
        end if;
      end if;

      -- 2. Is a call due?
      select min(creado), max(creado), max(id) into v_primero, v_ultimo, v_hasta
        from publicacion.cambio where id > d.cubierto;
      v_motivo := null;
      if v_hasta is not null and (p_ahora - v_ultimo >= a.silencio or p_ahora - v_primero >= a.espera_maxima) then
        v_motivo := 'cambios';
      elsif d.programadas and exists (
        select 1 from public.revista
         where fecha_publicacion > coalesce(d.dia, v_hoy - 1) and fecha_publicacion <= v_hoy
      ) then
        v_motivo := 'edicion programada';
      end if;
      if v_motivo is null then
        v_paso := case when v_hasta is null then 'nada pendiente' else 'esperando silencio' end;
        v_situacion := case when v_hasta is null then 'Publicado: nada pendiente.'
                            else 'Hay cambios; se publicarán cuando los editores dejen de editar un momento.' end;
        exit destino;
      end if;

      -- The bound: calls already made for these same pending changes (a new change has a
      -- higher id, so it starts over), counted since the last one that published.
      select count(*) into v_llamadas
        from publicacion.llamada
       where destino = d.nombre and hasta = coalesce(v_hasta, d.cubierto)
         and id > coalesce((select max(id) from publicacion.llamada
                             where destino = d.nombre and estado in ('ok', 'publicada')), 0);
      select * into v_ultima from publicacion.llamada where destino = d.nombre order by id desc limit 1;
      -- A 4xx will not change by asking again (408 and 429 are only "not now").
      if v_llamadas > 0 and v_ultima.codigo between 400 and 499 and v_ultima.codigo not in (408, 429) then
        v_paso := 'detenido';
        v_situacion := format('Detenido: el hook respondió %s (¿se borró o cambió su URL? Revisa el secreto %s en Vault). '
                              'No se volverá a llamar hasta un cambio nuevo.', v_ultima.codigo, d.secreto);
        exit destino;
      end if;
      if v_llamadas >= a.llamadas_maximas then
        v_paso := 'detenido';
        v_situacion := format('Detenido tras %s llamadas sin publicar (última: %s%s). No se volverá a llamar hasta un cambio nuevo.',
                              v_llamadas, v_ultima.estado, coalesce(', ' || v_ultima.error, ''));
        exit destino;
      end if;
      -- Not again right after a failure.
      if v_ultima.estado in ('error', 'perdida') and p_ahora - v_ultima.resuelta < a.reintento then
        v_paso := 'reintento en espera';
        v_situacion := format('La última llamada falló (%s); se reintentará en %s.', coalesce(v_ultima.error, v_ultima.estado), a.reintento);
        exit destino;
      end if;

      -- 3. Call, covering every change recorded so far.
      if publicacion.llamar(d, v_motivo, coalesce(v_hasta, d.cubierto), v_hoy, p_ahora) then
        v_paso := 'llamada: ' || v_motivo;
        v_situacion := format('Llamada %s de %s enviada al hook (%s).', v_llamadas + 1, a.llamadas_maximas, v_motivo);
      else
        v_paso := 'sin secreto en Vault';
        v_situacion := format('No hay secreto %s en Vault: no se llamó; los cambios siguen pendientes.', d.secreto);
      end if;
    end;
    v_hecho := v_hecho || jsonb_build_object(d.nombre, v_paso);
    update publicacion.destino set situacion = v_situacion where nombre = d.nombre and situacion is distinct from v_situacion;
  end loop;

  -- Changes every destination has published are forgotten; calls are kept a month.
  delete from publicacion.cambio where id <= (select min(cubierto) from publicacion.destino);
  delete from publicacion.llamada where pedida < p_ahora - interval '30 days' and estado not in ('enviada', 'aceptada');
  return v_hecho;
end
$$;

-- For editors: per destination, what the job found last (situacion), what is pending, and
-- how the last call went.
drop view if exists publicacion.estado;
create view publicacion.estado as
select d.nombre as destino,
       d.situacion,
       case when d.sitio is null then 'desactivada: un 2xx del hook da los cambios por publicados'
            else 'activa: ' || rtrim(d.sitio, '/') || '/version.json' end as comprobacion_en_vivo,
       (select count(*) from publicacion.cambio c where c.id > d.cubierto) as cambios_pendientes,
       (select min(creado) from publicacion.cambio c where c.id > d.cubierto) as primer_cambio_pendiente,
       d.dia as publicado_hasta_el_dia,
       l.motivo as ultima_llamada, l.pedida, l.estado, l.codigo, l.error
  from publicacion.destino d
  left join lateral (select * from publicacion.llamada l where l.destino = d.nombre order by l.id desc limit 1) l on true;
revoke all on publicacion.estado from public;
grant select on publicacion.estado to service_role;

-- Only the server's roles run the publishing functions.
revoke all on function publicacion.registrar_cambio() from public;
revoke all on function publicacion.llamar(publicacion.destino, text, bigint, date, timestamptz) from public;
revoke all on function publicacion.leido(text) from public;
revoke all on function publicacion.comprobar(bigint, text, timestamptz) from public;
revoke all on function publicacion.publicar(timestamptz) from public;
grant execute on function publicacion.publicar(timestamptz) to service_role;

-- The previous version of this file called the hook from each trigger: gone.
drop function if exists public.publicar_sitio() cascade;

-- The triggers: a row trigger per kind of statement on each content table (the content
-- tables of 20260101000000_content.sql but suscriptor, which no page shows). `publicar`, the
-- previous version's single trigger, goes.
drop trigger if exists publicar on public.revista;
drop trigger if exists publicar_insercion on public.revista;
create trigger publicar_insercion after insert on public.revista for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.revista;
create trigger publicar_borrado after delete on public.revista for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.autor;
drop trigger if exists publicar_insercion on public.autor;
create trigger publicar_insercion after insert on public.autor for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.autor;
create trigger publicar_borrado after delete on public.autor for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.poemario;
drop trigger if exists publicar_insercion on public.poemario;
create trigger publicar_insercion after insert on public.poemario for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.poemario;
create trigger publicar_borrado after delete on public.poemario for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.creaciones;
drop trigger if exists publicar_insercion on public.creaciones;
create trigger publicar_insercion after insert on public.creaciones for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.creaciones;
create trigger publicar_borrado after delete on public.creaciones for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.creaciones_poemario;
drop trigger if exists publicar_insercion on public.creaciones_poemario;
create trigger publicar_insercion after insert on public.creaciones_poemario for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.creaciones_poemario;
create trigger publicar_borrado after delete on public.creaciones_poemario for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.poema;
drop trigger if exists publicar_insercion on public.poema;
create trigger publicar_insercion after insert on public.poema for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.poema;
create trigger publicar_borrado after delete on public.poema for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.revista_autor;
drop trigger if exists publicar_insercion on public.revista_autor;
create trigger publicar_insercion after insert on public.revista_autor for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.revista_autor;
create trigger publicar_borrado after delete on public.revista_autor for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.visuales;
drop trigger if exists publicar_insercion on public.visuales;
create trigger publicar_insercion after insert on public.visuales for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.visuales;
create trigger publicar_borrado after delete on public.visuales for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.manilargos;
drop trigger if exists publicar_insercion on public.manilargos;
create trigger publicar_insercion after insert on public.manilargos for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.manilargos;
create trigger publicar_borrado after delete on public.manilargos for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.collages;
drop trigger if exists publicar_insercion on public.collages;
create trigger publicar_insercion after insert on public.collages for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.collages;
create trigger publicar_borrado after delete on public.collages for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar on public.caras2;
drop trigger if exists publicar_insercion on public.caras2;
create trigger publicar_insercion after insert on public.caras2 for each row execute function publicacion.registrar_cambio();
drop trigger if exists publicar_borrado on public.caras2;
create trigger publicar_borrado after delete on public.caras2 for each row execute function publicacion.registrar_cambio();

-- The UPDATE one, publicar_cambio, names the columns readers see (public.columnas_visibles,
-- the rule the content dates use) and fires only when one of them really changed. It is built
-- as dynamic SQL because it has to be: its column lists are those of the table as it stands in
-- this database (the live tables carry columns of the table editor's that no file here names).
-- The same tables as above, the one list left in the SQL.
do $$
declare
  t text;
  columnas text;
  viejas text;
  nuevas text;
begin
  foreach t in array array['revista', 'autor', 'poemario', 'creaciones', 'creaciones_poemario', 'poema',
                           'revista_autor', 'visuales', 'manilargos', 'collages', 'caras2'] loop
    execute format('drop trigger if exists publicar_cambio on public.%I', t);
    columnas := public.columnas_visibles(format('public.%I', t)::regclass);
    select string_agg('old.' || quote_ident(a.attname), ', ' order by a.attnum),
           string_agg('new.' || quote_ident(a.attname), ', ' order by a.attnum)
      into viejas, nuevas
      from pg_attribute a
     where a.attrelid = format('public.%I', t)::regclass and a.attnum > 0 and not a.attisdropped
       and public.contenido_visible(jsonb_build_object(a.attname, true)) <> '{}'::jsonb;
    if columnas is not null then
      execute format('create trigger publicar_cambio after update of %s on public.%I
                      for each row when (row(%s) is distinct from row(%s))
                      execute function publicacion.registrar_cambio()', columnas, t, viejas, nuevas);
    end if;
  end loop;
end
$$;

-- Every minute: publish what is due. Once a day: refresh the top 3 through the same path
-- (so it is retried like any publish). pg_cron records each run as a row of
-- cron.job_run_details (status, return message) and never deletes them (about 1,440 rows a
-- day from the minute job): once a day, keep a week of them.
select cron.schedule('publicar-pendiente', '* * * * *', $cron$ select publicacion.publicar() $cron$);
select cron.schedule('publicar-diario', '0 6 * * *', $cron$ insert into publicacion.cambio (tabla) values ('hormigueos') $cron$);
select cron.schedule('podar-historial-cron', '30 6 * * *',
  $cron$ delete from cron.job_run_details where coalesce(end_time, start_time) < now() - interval '7 days' $cron$);
-- Once a day: readers' data past its time (names and messages 30 days after delivery, send
-- keys after 7 days, rate-limit rows after 24 hours; see docs/personal-data.md).
select cron.schedule('podar-datos-personales', '17 3 * * *', $cron$ select public.podar_datos_personales() $cron$);
