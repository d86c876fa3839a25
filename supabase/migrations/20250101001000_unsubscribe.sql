-- A way out of the newsletter, and a record of what a subscriber was told.
--
-- `darse_de_baja` deletes a subscriber: the row goes, so the address is no longer kept
-- anywhere in `suscriptor` (no "unsubscribed" flag, no copy). It answers nothing about
-- whether the address was there (the server says the same to everyone) and is idempotent:
-- leaving twice deletes nothing the second time. Like the other reader writes it counts the
-- visitor against the limit (its own action name), unless the server vouches for the
-- request (a signed link: the server passes no visitor, so no limit applies).
--
-- It records no idempotency key: a repeat already changes nothing and gets the same answer,
-- and a key would have to be bound to the address (a digest of it), which is exactly what a
-- reader who leaves asks us not to keep.
--
-- `suscriptor.aviso_version` is the version of the privacy notice shown when the address
-- signed up (src/lib/privacy/retention.ts, PRIVACY_NOTICE_VERSION), passed by the server to
-- `suscribir`; rows from before this column, or from an older server, have none.

alter table public.suscriptor add column if not exists aviso_version text;
comment on column public.suscriptor.aviso_version is
  'The privacy notice version (its date) shown when this address subscribed; null when unknown.';

-- The write of a subscription, on the address as given: normalised (trimmed, lower case),
-- checked, stored once (concurrent calls for one address queue on an advisory lock) with the
-- notice version. Returns {"nuevo": bool, "fecha": registration time}. An address already
-- there keeps the version it signed up under.
create or replace function public.registrar_suscriptor(p_correo text, p_aviso text)
returns jsonb
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_correo text := lower(btrim(coalesce(p_correo, '')));
  v_aviso text := nullif(btrim(p_aviso), '');
  v_fecha timestamptz;
begin
  if char_length(v_correo) > 254 or v_correo !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'correo_invalido' using errcode = '22023';
  end if;
  if char_length(v_aviso) > 100 then
    raise exception 'aviso_invalido' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('suscriptor:' || v_correo, 0));
  select s.fecha into v_fecha
    from public.suscriptor s
   where lower(btrim(s.correo)) = v_correo
   order by s.fecha
   limit 1;
  if found then
    return jsonb_build_object('nuevo', false, 'fecha', v_fecha);
  end if;
  begin
    insert into public.suscriptor (correo, aviso_version) values (v_correo, v_aviso) returning fecha into v_fecha;
  exception when unique_violation then
    -- Someone wrote the same address without this function: report theirs.
    select s.fecha into v_fecha from public.suscriptor s where lower(btrim(s.correo)) = v_correo limit 1;
    return jsonb_build_object('nuevo', false, 'fecha', v_fecha);
  end;
  return jsonb_build_object('nuevo', true, 'fecha', v_fecha);
end
$$;

-- The first migration's single-argument write now goes through the one above (no version).
create or replace function public.suscribir(p_correo text)
returns jsonb
language sql
security definer
set search_path = public, pg_temp
as $$
  select public.registrar_suscriptor(p_correo, null);
$$;

-- The action the server calls: as in 20250101000700_keys_on_hormigueos.sql, plus the notice
-- version (last, optional, so a server that does not send it still works).
drop function if exists public.suscribir(text, text, integer, integer, text);
create or replace function public.suscribir(
  p_correo text,
  p_visitante text, p_maximo integer default null, p_ventana integer default 60,
  p_clave text default null,
  p_aviso text default null
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
  v_resultado := public.registrar_suscriptor(p_correo, p_aviso);
  perform public.guardar_clave_envio(v_clave, v_resultado);
  return v_resultado;
end
$$;

-- Leaves the newsletter: the address (normalised as suscribir stores it) is checked, the
-- visitor counted against the limit ('darse_de_baja', when a visitor and a maximum are
-- given), and every row holding that address deleted, under the same advisory lock as a
-- subscription of it, so a subscription and a removal of one address never interleave.
-- Touches no other table. Returns nothing: whether the address was there is not an answer.
create or replace function public.darse_de_baja(
  p_correo text,
  p_visitante text default null, p_maximo integer default null, p_ventana integer default 60
)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_correo text := lower(btrim(coalesce(p_correo, '')));
begin
  if char_length(v_correo) > 254 or v_correo !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'correo_invalido' using errcode = '22023';
  end if;
  perform public.limitar_visitante(p_visitante, 'darse_de_baja', p_maximo, p_ventana);
  perform pg_advisory_xact_lock(hashtextextended('suscriptor:' || v_correo, 0));
  delete from public.suscriptor s where lower(btrim(s.correo)) = v_correo;
end
$$;

-- Only the server calls these (whatever default privileges a Supabase project grants).
revoke all on function public.registrar_suscriptor(text, text) from public, anon, authenticated, service_role;
revoke all on function public.suscribir(text) from public, anon, authenticated, service_role;
revoke all on function public.suscribir(text, text, integer, integer, text, text) from public, anon, authenticated;
revoke all on function public.darse_de_baja(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.suscribir(text, text, integer, integer, text, text) to service_role;
grant execute on function public.darse_de_baja(text, text, integer, integer) to service_role;
