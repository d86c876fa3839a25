-- Writes go only through the site's own server code.
--
-- The reader actions were executable by the public (anon) role: anyone holding the
-- project's publishable key could call them through Supabase's REST API and skip every
-- limit of /api. From here on every function of this schema is executable only by its
-- owner (the role that runs the migrations, which is the DATABASE_URL user on a plain
-- server) and by service_role (Supabase's server-side secret key); never by anon or
-- authenticated, whatever default privileges the project has.
--
-- The per-visitor rate limit lives here too, so it holds across servers and Cloudflare
-- isolates and under any concurrency: each action checks and records the visitor's recent
-- actions in the same transaction as the write. A visitor is a keyed hash of the client's
-- address, made by the server with a secret: the database never sees an address.

create table if not exists public.limite_accion (
  visitante text not null,
  accion text not null,
  creado timestamptz not null default now()
);
create index if not exists limite_accion_visitante_idx on public.limite_accion (accion, visitante, creado);
create index if not exists limite_accion_creado_idx on public.limite_accion (creado);
alter table public.limite_accion enable row level security;
revoke all on public.limite_accion from anon, authenticated;
grant all on public.limite_accion to service_role;

-- Counts one action of a visitor, or refuses it (SQLSTATE HDP29, the seconds to wait in
-- DETAIL) when the visitor already did p_maximo of them within the last p_ventana seconds.
-- Concurrent calls of one visitor queue on an advisory lock, so exactly p_maximo pass.
-- A null visitor or maximum means no limit.
create or replace function public.limitar_visitante(p_visitante text, p_accion text, p_maximo integer, p_ventana integer)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_ventana interval := make_interval(secs => greatest(coalesce(p_ventana, 60), 1));
  v_cuenta integer;
  v_primero timestamptz;
begin
  if p_visitante is null or p_maximo is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('limite:' || p_accion || ':' || p_visitante, 0));
  delete from public.limite_accion l
   where l.accion = p_accion and l.visitante = p_visitante and l.creado <= now() - v_ventana;
  select count(*), min(l.creado) into v_cuenta, v_primero
    from public.limite_accion l
   where l.accion = p_accion and l.visitante = p_visitante;
  if v_cuenta >= p_maximo then
    raise exception 'demasiados_intentos'
      using errcode = 'HDP29',
            detail = greatest(ceil(extract(epoch from (v_primero + v_ventana - now()))), 1)::integer::text;
  end if;
  insert into public.limite_accion (visitante, accion) values (p_visitante, p_accion);
  -- Now and then, forget every visitor whose window has passed (others' rows are skipped, not waited for).
  if random() < 0.01 then
    delete from public.limite_accion l
     where l.ctid in (
       select o.ctid from public.limite_accion o
        where o.creado <= now() - interval '1 day'
        limit 10000
          for update skip locked
     );
  end if;
end
$$;

-- The reader actions with the visitor's limit. Each wraps the write of the earlier
-- migration, so the limit and the write commit (or fail) together.
create or replace function public.hormiguear_poema(
  p_poema bigint, p_nombre text, p_mensaje text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60
)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  perform public.limitar_visitante(p_visitante, 'hormiguear', p_maximo, p_ventana);
  return public.hormiguear_poema(p_poema, p_nombre, p_mensaje);
end
$$;

create or replace function public.hormiguear_visual(
  p_visual bigint, p_nombre text, p_mensaje text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60
)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  perform public.limitar_visitante(p_visitante, 'hormiguear', p_maximo, p_ventana);
  return public.hormiguear_visual(p_visual, p_nombre, p_mensaje);
end
$$;

create or replace function public.suscribir(
  p_correo text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60
)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  perform public.limitar_visitante(p_visitante, 'suscribir', p_maximo, p_ventana);
  return public.suscribir(p_correo);
end
$$;

-- Settles a batch of claimed deliveries in one statement (the forwarder sends them side by
-- side): delivered, or due again after an exponential backoff (30 s, 1 min, 2 min, ...
-- capped at 6 h); after 25 failed attempts a delivery is marked 'fallido' and kept, message
-- and all, for someone to look at. The single-delivery function of the earlier migration
-- now settles through this one, so the rule lives here only.
create or replace function public.resolver_entregas(p_ids bigint[], p_entregados boolean[], p_errores text[])
returns void
language sql
security definer
set search_path = public, pg_temp
as $$
  update public.hormigueo_entrega e
     set estado = case
                    when r.entregado then 'entregado'
                    when e.intentos >= 25 then 'fallido'
                    else 'pendiente'
                  end,
         entregado = case when r.entregado then now() end,
         reservado_hasta = null,
         ultimo_error = case when r.entregado then null else left(r.error, 500) end,
         proximo_intento = case
                             when r.entregado then e.proximo_intento
                             else now() + least(interval '30 seconds' * power(2, greatest(e.intentos - 1, 0)), interval '6 hours')
                           end
    from unnest(p_ids, p_entregados, p_errores) as r(id, entregado, error)
   where e.id = r.id
     and e.estado = 'enviando';
$$;

create or replace function public.resolver_entrega(p_id bigint, p_entregado boolean, p_error text default null)
returns void
language sql
security definer
set search_path = public, pg_temp
as $$
  select public.resolver_entregas(array[p_id], array[p_entregado], array[p_error]);
$$;

-- No SECURITY DEFINER function of the schema, and none of this project's helpers, is left
-- to the public roles: not the ones above, not the earlier ones, and not whatever default
-- privileges a Supabase project grants on new functions. (Functions that extensions own
-- are theirs to manage.) The server's roles keep what they call.
do $$
declare
  f regprocedure;
begin
  for f in
    select p.oid::regprocedure
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and (p.prosecdef or p.proname in ('texto_lector', 'direccion_reenvio', 'ahora_iso'))
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
  end loop;
end
$$;

grant execute on function public.hormiguear_poema(bigint, text, text, text, integer, integer) to service_role;
grant execute on function public.hormiguear_visual(bigint, text, text, text, integer, integer) to service_role;
grant execute on function public.suscribir(text, text, integer, integer) to service_role;
grant execute on function public.reclamar_entregas(integer, bigint, interval) to service_role;
grant execute on function public.resolver_entregas(bigint[], boolean[], text[]) to service_role;
revoke all on function public.hormiguear_poema(bigint, text, text) from service_role;
revoke all on function public.hormiguear_visual(bigint, text, text) from service_role;
revoke all on function public.suscribir(text) from service_role;
revoke all on function public.resolver_entrega(bigint, boolean, text) from service_role;
