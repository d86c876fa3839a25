-- Publish on edit, one build per burst of edits (Supabase only; not a migration: it needs
-- Supabase's pg_net, pg_cron and Vault).
--
-- Run it in the Supabase SQL editor after the migrations, once the Cloudflare Pages deploy
-- hook's URL is in Vault (name: cloudflare_deploy_hook) and pg_net and pg_cron are enabled
-- (Database -> Extensions). Running it again is harmless: it keeps what is pending.
--
-- How it works:
-- * Triggers on the content tables only record that something changed (which table, when)
--   in publicacion.cambio, an ordinary (logged) table: a database restart loses nothing.
--   A statement that changes only counters (hormigueos) records nothing: readers' likes never
--   start a build.
-- * A job runs every minute (pg_cron): publicacion.publicar(). For each destination (the
--   production deploy hook; optionally the editors' preview branch's), when changes are
--   pending and the editors have been quiet for `silencio` (2 minutes), or the first pending
--   change waited `espera_maxima` (10 minutes) while edits kept coming, it calls the hook
--   once through pg_net. It also calls it when a scheduled edition falls due (its
--   fecha_publicacion has come in the magazine's time zone), so the edition goes public
--   without anyone doing anything.
-- * pg_net is asynchronous and forgets (its queue and answers are unlogged): the call is
--   recorded with its request id, and the next runs read the answer from net._http_response.
--   Only a 2xx answer settles the changes it covered; an error answer, or none within
--   `espera_respuesta` (a restart lost it), leaves them pending, and they are called again
--   after `reintento`. Changes made while a call was on its way stay pending for the next.
-- * Once a day (06:00 UTC, midnight in Mexico City) a change is recorded anyway, so the top 3
--   follow the readers' hormigueos.
--
-- Settings (update publicacion.ajuste): zona_horaria must be the site's MAGAZINE_TIME_ZONE.
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
insert into publicacion.ajuste default values on conflict do nothing;

-- What changed and when: one row per statement that changed what readers see.
create table if not exists publicacion.cambio (
  id bigint generated always as identity primary key,
  tabla text not null,
  creado timestamptz not null default now()
);

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
  estado text not null default 'enviada' check (estado in ('enviada', 'ok', 'error', 'perdida')),
  codigo integer,
  error text,
  resuelta timestamptz
);
create index if not exists llamada_destino_idx on publicacion.llamada (destino, id desc);

-- Whoever writes content writes here through the trigger (SECURITY DEFINER); nobody else.
do $$
declare
  t text;
begin
  foreach t in array array['ajuste', 'cambio', 'destino', 'llamada'] loop
    execute format('alter table publicacion.%I enable row level security', t);
    execute format('revoke all on publicacion.%I from public', t);
    execute format('grant all on publicacion.%I to service_role', t);
  end loop;
end
$$;

-- Records that a statement changed what readers see. Statement-level, so an UPDATE of 100
-- poems is one row; an UPDATE that changed nothing but counters (public.contenido_visible
-- says what counts) records nothing.
create or replace function publicacion.registrar_cambio()
returns trigger
language plpgsql
security definer
set search_path = pg_catalog, pg_temp
as $$
begin
  if tg_op = 'UPDATE' then
    if not exists (
      select public.contenido_visible(to_jsonb(n)) from nuevas n
      except
      select public.contenido_visible(to_jsonb(v)) from viejas v
    ) then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    if not exists (select 1 from nuevas) then return null; end if;
  elsif not exists (select 1 from viejas) then
    return null;
  end if;
  insert into publicacion.cambio (tabla) values (tg_table_name);
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

-- The job. `p_ahora` is the clock it goes by (tests move it; the job uses now()). Returns
-- what it did, per destination, for the cron log and for editors.
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
  v_hecho jsonb := '{}'::jsonb;
begin
  -- One run at a time (a slow run and the next minute's, or an editor's by hand).
  perform pg_advisory_xact_lock(hashtext('publicacion.publicar'));
  select * into a from publicacion.ajuste;
  v_hoy := (p_ahora at time zone a.zona_horaria)::date;

  for d in select * from publicacion.destino order by nombre for update loop
    -- 1. The last call, if it is still on its way: read its answer.
    select * into c from publicacion.llamada where destino = d.nombre and estado = 'enviada' order by id desc limit 1;
    if found then
      select status_code, error_msg, timed_out into r from net._http_response where id = c.peticion;
      if found and r.status_code between 200 and 299 then
        update publicacion.llamada set estado = 'ok', codigo = r.status_code, resuelta = p_ahora where id = c.id;
        update publicacion.destino
           set cubierto = greatest(cubierto, c.hasta), dia = greatest(coalesce(dia, c.dia), c.dia)
         where nombre = d.nombre
        returning * into d;
      elsif found then
        update publicacion.llamada
           set estado = 'error', codigo = r.status_code, resuelta = p_ahora,
               error = left(coalesce(r.error_msg, case when r.timed_out then 'timed out' end, 'HTTP ' || r.status_code), 500)
         where id = c.id;
      elsif p_ahora - c.pedida >= a.espera_respuesta then
        update publicacion.llamada set estado = 'perdida', resuelta = p_ahora, error = 'no answer (pg_net lost the request, or a restart)'
         where id = c.id;
      else
        v_hecho := v_hecho || jsonb_build_object(d.nombre, 'esperando respuesta');
        continue;
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
      v_hecho := v_hecho || jsonb_build_object(d.nombre, case when v_hasta is null then 'nada pendiente' else 'esperando silencio' end);
      continue;
    end if;
    -- Not again right after a failure.
    if exists (select 1 from publicacion.llamada
                where destino = d.nombre and id = (select max(id) from publicacion.llamada where destino = d.nombre)
                  and estado in ('error', 'perdida') and p_ahora - resuelta < a.reintento) then
      v_hecho := v_hecho || jsonb_build_object(d.nombre, 'reintento en espera');
      continue;
    end if;

    -- 3. Call, covering every change recorded so far.
    if publicacion.llamar(d, v_motivo, coalesce(v_hasta, d.cubierto), v_hoy, p_ahora) then
      v_hecho := v_hecho || jsonb_build_object(d.nombre, 'llamada: ' || v_motivo);
    else
      v_hecho := v_hecho || jsonb_build_object(d.nombre, 'sin secreto en Vault');
    end if;
  end loop;

  -- Changes every destination has published are forgotten; calls are kept a month.
  delete from publicacion.cambio where id <= (select min(cubierto) from publicacion.destino);
  delete from publicacion.llamada where pedida < p_ahora - interval '30 days' and estado <> 'enviada';
  return v_hecho;
end
$$;

-- For editors: what is pending and how the last call went, per destination.
create or replace view publicacion.estado as
select d.nombre as destino,
       (select count(*) from publicacion.cambio c where c.id > d.cubierto) as cambios_pendientes,
       (select min(creado) from publicacion.cambio c where c.id > d.cubierto) as primer_cambio_pendiente,
       d.dia as publicado_hasta_el_dia,
       l.motivo as ultima_llamada, l.pedida, l.estado, l.codigo, l.error
  from publicacion.destino d
  left join lateral (select * from publicacion.llamada l where l.destino = d.nombre order by l.id desc limit 1) l on true;
revoke all on publicacion.estado from public;

-- Only the server's roles run the publishing functions.
revoke all on function publicacion.registrar_cambio() from public;
revoke all on function publicacion.llamar(publicacion.destino, text, bigint, date, timestamptz) from public;
revoke all on function publicacion.publicar(timestamptz) from public;
grant execute on function publicacion.publicar(timestamptz) to service_role;

-- The previous version of this file called the hook from each trigger: gone.
drop function if exists public.publicar_sitio() cascade;

-- The triggers: after each statement on each content table, one per kind of statement
-- (each sees the rows it changed as a transition table).
do $$
declare
  t text;
begin
  foreach t in array array['revista', 'autor', 'poemario', 'creaciones', 'creaciones_poemario', 'poema',
                           'revista_autor', 'visuales', 'manilargos', 'collages', 'caras2'] loop
    execute format('drop trigger if exists publicar on public.%I', t);
    execute format('drop trigger if exists publicar_insercion on public.%I', t);
    execute format('drop trigger if exists publicar_cambio on public.%I', t);
    execute format('drop trigger if exists publicar_borrado on public.%I', t);
    execute format('create trigger publicar_insercion after insert on public.%I
                    referencing new table as nuevas for each statement execute function publicacion.registrar_cambio()', t);
    execute format('create trigger publicar_cambio after update on public.%I
                    referencing old table as viejas new table as nuevas for each statement execute function publicacion.registrar_cambio()', t);
    execute format('create trigger publicar_borrado after delete on public.%I
                    referencing old table as viejas for each statement execute function publicacion.registrar_cambio()', t);
  end loop;
end
$$;

-- Every minute: publish what is due. Once a day: refresh the top 3 through the same path
-- (so it is retried like any publish).
select cron.schedule('publicar-pendiente', '* * * * *', $cron$ select publicacion.publicar() $cron$);
select cron.schedule('publicar-diario', '0 6 * * *', $cron$ insert into publicacion.cambio (tabla) values ('hormigueos') $cron$);
