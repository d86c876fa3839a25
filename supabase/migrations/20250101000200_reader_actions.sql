-- Reader actions: hormiguear a poem or a visual work, subscribe to the newsletter.
--
-- Each action is one SQL function that does its whole write atomically, so counters are
-- exact under any concurrency (UPDATE ... SET n = n + 1 takes the row lock; nothing is
-- read first and written back), and the reader's message is recorded in the same
-- transaction as the count, together with one delivery row per forwarding address. The
-- functions are SECURITY DEFINER: the anonymous role may execute them and nothing else.
-- It cannot read subscribers, messages or deliveries, nor touch a counter directly.

-- What a reader wrote, kept whatever happens to the forwarding service.
create table if not exists public.hormigueo (
  id bigint generated always as identity primary key,
  creado timestamptz not null default now(),
  id_poema bigint references public.poema (id) on delete set null,
  id_visual bigint references public.visuales (id) on delete set null,
  nombre text,
  mensaje text not null default '',
  constraint hormigueo_un_destino check ((id_poema is null) <> (id_visual is null)),
  constraint hormigueo_nombre_largo check (char_length(nombre) <= 100),
  constraint hormigueo_mensaje_largo check (char_length(mensaje) <= 2000)
);

-- One row per (message, forwarding address): the outbox the forwarder works through.
create table if not exists public.hormigueo_entrega (
  id bigint generated always as identity primary key,
  id_hormigueo bigint not null references public.hormigueo (id) on delete cascade,
  destino text not null,
  cuerpo jsonb not null,
  estado text not null default 'pendiente' check (estado in ('pendiente', 'enviando', 'entregado', 'fallido')),
  intentos integer not null default 0,
  proximo_intento timestamptz not null default now(),
  reservado_hasta timestamptz,
  ultimo_error text,
  entregado timestamptz,
  unique (id_hormigueo, destino)
);
create index if not exists hormigueo_entrega_pendientes_idx
  on public.hormigueo_entrega (proximo_intento) where estado in ('pendiente', 'enviando');

-- Subscribers are unique by normalised e-mail. A live table that already holds duplicates
-- keeps them (the index is then skipped with a notice); suscribir() serialises on the
-- address either way, so no new duplicate can appear.
do $$
begin
  create unique index if not exists suscriptor_correo_normalizado_key on public.suscriptor (lower(btrim(correo)));
exception when unique_violation then
  raise notice 'suscriptor already holds duplicate e-mails; suscribir() still prevents new ones';
end
$$;

-- The forwarding addresses are server-side knowledge: readers may select every content
-- column except formspree_url (the original site exposed them, and spam followed).
revoke select on public.revista, public.autor from anon, authenticated;
grant select (id, numero, nombre, portada, general, sintesis, contribuyentes, fecha_publicacion)
  on public.revista to anon, authenticated;
grant select (id, nombre, semblanza, bio_corta, "URL", imagen, tipo_creacion)
  on public.autor to anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['hormigueo', 'hormigueo_entrega'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end
$$;

-- A forwarding address worth trying: http(s) only, trimmed.
create or replace function public.direccion_reenvio(p_url text)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  select case when btrim(p_url) ~* '^https?://[^\s]+$' then btrim(p_url) end
$$;

create or replace function public.ahora_iso()
returns text
language sql
stable
set search_path = public, pg_temp
as $$
  select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
$$;

-- A reader's field, trimmed; blank (when required) or over its length is refused with the
-- site's Spanish message (SQLSTATE 22023 / 22001: a client's mistake, answered 400).
create or replace function public.texto_lector(p_texto text, p_maximo integer, p_si_vacio text, p_si_largo text)
returns text
language plpgsql
immutable
set search_path = public, pg_temp
as $$
declare
  v_texto text := btrim(coalesce(p_texto, ''));
begin
  if v_texto = '' and p_si_vacio is not null then
    raise exception '%', p_si_vacio using errcode = '22023';
  end if;
  if char_length(v_texto) > p_maximo then
    raise exception '%', p_si_largo using errcode = '22001';
  end if;
  return v_texto;
end
$$;

-- Hormiguear a poem: +1 on its counter, the reader's message kept, and one delivery per
-- forwarding address (the author's and revista 1's). Errors carry SQLSTATE P0002 for an
-- unknown poem and 22023 / 22001 for a message that is missing or too long.
create or replace function public.hormiguear_poema(p_poema bigint, p_nombre text, p_mensaje text)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_mensaje text := public.texto_lector(p_mensaje, 2000, 'mensaje_vacio', 'mensaje_largo');
  v_nombre text := nullif(public.texto_lector(p_nombre, 100, null, 'nombre_largo'), '');
  v_total integer;
  v_titulo text;
  v_poemario bigint;
  v_autor bigint;
  v_hormigueo bigint;
begin

  -- The increment itself: one statement, under the row lock; never read-then-write.
  update public.poema p
     set hormigueos = coalesce(p.hormigueos, 0) + 1
   where p.id = p_poema
  returning p.hormigueos, p.titulo, p.id_poemario, p.id_autor
    into v_total, v_titulo, v_poemario, v_autor;
  if not found then
    raise exception 'poema_inexistente' using errcode = 'P0002';
  end if;

  insert into public.hormigueo (id_poema, nombre, mensaje)
  values (p_poema, v_nombre, v_mensaje)
  returning id into v_hormigueo;

  insert into public.hormigueo_entrega (id_hormigueo, destino, cuerpo)
  select distinct on (d.url) v_hormigueo, d.url, jsonb_build_object(
           'mensaje_nombre', coalesce(v_nombre, 'Anónimo'),
           'message', v_mensaje,
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

-- Hormiguear a visual work: the same, with the reader's name required (spec section 5)
-- and the message optional; forwarded to the artist.
create or replace function public.hormiguear_visual(p_visual bigint, p_nombre text, p_mensaje text)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_nombre text := public.texto_lector(p_nombre, 100, 'nombre_vacio', 'nombre_largo');
  v_mensaje text := public.texto_lector(p_mensaje, 2000, null, 'mensaje_largo');
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

  insert into public.hormigueo (id_visual, nombre, mensaje)
  values (p_visual, v_nombre, v_mensaje)
  returning id into v_hormigueo;

  insert into public.hormigueo_entrega (id_hormigueo, destino, cuerpo)
  select v_hormigueo, d.url, jsonb_build_object(
           'mensaje_nombre', v_nombre,
           'message', v_mensaje,
           'obra', v_obra,
           'artista', (select a.nombre from public.autor a where a.id = v_autor),
           'fecha', public.ahora_iso(),
           'poemario', (select pm.titulo from public.poemario pm where pm.id = v_poemario))
    from (select public.direccion_reenvio(a.formspree_url) as url from public.autor a where a.id = v_autor) d
   where d.url is not null;

  return jsonb_build_object('hormigueos', v_total, 'hormigueo', v_hormigueo);
end
$$;

-- Subscribe once. The address is normalised (trimmed, lower case); concurrent calls for
-- the same address queue on an advisory lock, so exactly one inserts and the others see
-- its date. Returns {"nuevo": bool, "fecha": registration time}.
create or replace function public.suscribir(p_correo text)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_correo text := lower(btrim(coalesce(p_correo, '')));
  v_fecha timestamptz;
begin
  if char_length(v_correo) > 254 or v_correo !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'correo_invalido' using errcode = '22023';
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
    insert into public.suscriptor (correo) values (v_correo) returning fecha into v_fecha;
  exception when unique_violation then
    -- Someone wrote the same address without this function: report theirs.
    select s.fecha into v_fecha from public.suscriptor s where lower(btrim(s.correo)) = v_correo limit 1;
    return jsonb_build_object('nuevo', false, 'fecha', v_fecha);
  end;
  return jsonb_build_object('nuevo', true, 'fecha', v_fecha);
end
$$;

-- The forwarder's side (server only): claim due deliveries for a while, then settle each.
-- A claim is a lease: a forwarder that dies mid-way lets its rows become due again when
-- the lease ends, and SKIP LOCKED keeps two forwarders from taking the same row.
create or replace function public.reclamar_entregas(
  p_limite integer default 20,
  p_hormigueo bigint default null,
  p_reserva interval default interval '2 minutes'
)
returns table (id bigint, destino text, cuerpo jsonb, intentos integer)
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  return query
  update public.hormigueo_entrega e
     set estado = 'enviando',
         reservado_hasta = now() + p_reserva,
         intentos = e.intentos + 1
   where e.id in (
     select c.id
       from public.hormigueo_entrega c
      where (p_hormigueo is null or c.id_hormigueo = p_hormigueo)
        and ((c.estado = 'pendiente' and c.proximo_intento <= now())
          or (c.estado = 'enviando' and c.reservado_hasta < now()))
      order by c.proximo_intento, c.id
      limit greatest(p_limite, 0)
        for update skip locked
   )
  returning e.id, e.destino, e.cuerpo, e.intentos;
end
$$;

-- Settle a claimed delivery: delivered, or due again after an exponential backoff
-- (30 s, 1 min, 2 min, ... capped at 6 h). After 25 failed attempts it is marked 'fallido'
-- and kept, message and all, for someone to look at.
create or replace function public.resolver_entrega(p_id bigint, p_entregado boolean, p_error text default null)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  update public.hormigueo_entrega e
     set estado = case
                    when p_entregado then 'entregado'
                    when e.intentos >= 25 then 'fallido'
                    else 'pendiente'
                  end,
         entregado = case when p_entregado then now() end,
         reservado_hasta = null,
         ultimo_error = case when p_entregado then null else left(p_error, 500) end,
         proximo_intento = case
                             when p_entregado then e.proximo_intento
                             else now() + least(interval '30 seconds' * power(2, greatest(e.intentos - 1, 0)), interval '6 hours')
                           end
   where e.id = p_id
     and e.estado = 'enviando';
end
$$;

revoke all on function public.texto_lector(text, integer, text, text) from public;
revoke all on function public.hormiguear_poema(bigint, text, text) from public;
revoke all on function public.hormiguear_visual(bigint, text, text) from public;
revoke all on function public.suscribir(text) from public;
revoke all on function public.reclamar_entregas(integer, bigint, interval) from public;
revoke all on function public.resolver_entrega(bigint, boolean, text) from public;
grant execute on function public.hormiguear_poema(bigint, text, text) to anon, authenticated, service_role;
grant execute on function public.hormiguear_visual(bigint, text, text) to anon, authenticated, service_role;
grant execute on function public.suscribir(text) to anon, authenticated, service_role;
grant execute on function public.reclamar_entregas(integer, bigint, interval) to service_role;
grant execute on function public.resolver_entrega(bigint, boolean, text) to service_role;
