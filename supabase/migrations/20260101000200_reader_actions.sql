-- The reader actions: hormiguear a poem or a visual work, subscribe to the newsletter,
-- leave it.
--
-- Each action the server calls (hormiguear_poema, hormiguear_visual, suscribir,
-- darse_de_baja) does its whole write in one transaction:
--
-- 1. It checks the reader's fields. A refusal raises a stable code as the message (e.g.
--    'mensaje_vacio') with a SQLSTATE of class 22; src/lib/actions/rules.ts gives each code
--    its Spanish words. No reader text lives in the SQL.
-- 2. It happens once per key. The client's key (Idempotency-Key), or a natural key made from
--    the visitor and the content when there is none (a plain HTML form), is recorded with the
--    write; a repeat of the key answers the first result and changes nothing, and the same key
--    with other content is refused ('clave_reusada', SQLSTATE HDP22). A hormigueo keeps its
--    key on its own row; a subscription, which may write nothing, in clave_envio.
-- 3. It counts the visitor against the limit ('demasiados_intentos', SQLSTATE HDP29, the
--    seconds to wait in DETAIL). A repeat is never refused for being one more.
-- 4. It writes. A counter's +1 is one UPDATE under the row's lock (never read, then written
--    back), so counts are exact under any concurrency; the reader's message and one delivery
--    per forwarding address are recorded in the same transaction.
--
-- Only the server's role executes the actions (SECURITY DEFINER, owner's rights); the public
-- roles can call none of them, nor read a subscriber, a message or a delivery. A visitor is a
-- keyed hash of the client's address, made by the server: the database never sees an address.
--
-- Sections: tables, indexes, functions, row-level security, grants. The functions start with
-- the four entry points the server calls (hormiguear_poema, hormiguear_visual, suscribir,
-- darse_de_baja), then hormiguear, the one body behind the first two, then the helpers they
-- call, in the order they are called. (The subscribers' table, suscriptor, and its index are
-- in 20260101000000_content.sql with the rest of its shape.)

-- ---------------------------------------------------------------------------------------------
-- Tables and indexes
-- ---------------------------------------------------------------------------------------------

-- What a reader sent, kept whatever happens to the forwarding service.
create table if not exists public.hormigueo (
  id bigint generated always as identity primary key,
  creado timestamptz not null default now(),
  id_poema bigint references public.poema (id) on delete set null,
  id_visual bigint references public.visuales (id) on delete set null,
  nombre text,
  mensaje text not null default '',
  clave text,
  contador integer,
  constraint hormigueo_un_destino check ((id_poema is null) <> (id_visual is null)),
  constraint hormigueo_nombre_largo check (char_length(nombre) <= 100),
  constraint hormigueo_mensaje_largo check (char_length(mensaje) <= 2000)
);
comment on table public.hormigueo is 'A reader''s hormigueo: the work, an optional name and message (erased after delivery, see podar_datos_personales) and its idempotency key.';
comment on column public.hormigueo.clave is
  'The key this hormigueo was sent under (client key k:..., or natural key n:...); null once pruned.';
comment on column public.hormigueo.contador is
  'The work''s counter right after this hormigueo: what a repeat of its key is answered.';
-- One row per key, however the row got there.
create unique index if not exists hormigueo_clave_key on public.hormigueo (clave) where clave is not null;
-- Only the pruning reads this one; it holds the keyed rows alone, a week of them at most.
create index if not exists hormigueo_clave_creado_idx on public.hormigueo (creado) where clave is not null;

-- The outbox the forwarder works through (see the forwarding migration: claim, send, settle).
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
comment on table public.hormigueo_entrega is 'The outbox: one row per hormigueo and forwarding address, worked through by the forwarder.';
create index if not exists hormigueo_entrega_pendientes_idx
  on public.hormigueo_entrega (proximo_intento) where estado in ('pendiente', 'enviando');

-- The visitors' recent actions, for the limit.
create table if not exists public.limite_accion (
  visitante text not null,
  accion text not null,
  creado timestamptz not null default now()
);
comment on table public.limite_accion is 'Recent actions per visitor (a keyed hash of the address, never the address), for the per-visitor limit.';
create index if not exists limite_accion_visitante_idx on public.limite_accion (accion, visitante, creado);
create index if not exists limite_accion_creado_idx on public.limite_accion (creado);

-- A subscription's key and its first answer.
create table if not exists public.clave_envio (
  clave text primary key,
  -- The action and a digest of its normalised content: what a repeat must match.
  accion text not null,
  huella text not null,
  -- What the first request was answered (a repeat gets the same answer).
  resultado jsonb not null,
  -- A natural key (no key from the client) stands for a repeat only within a few minutes.
  es_natural boolean not null default false,
  creado timestamptz not null default now()
);
comment on table public.clave_envio is 'Idempotency keys of subscriptions (a hormigueo keeps its key on its own row), with the first answer.';
-- Rows arrive in time order and only the pruning reads by date: a BRIN index costs next to nothing.
create index if not exists clave_envio_creado_brin on public.clave_envio using brin (creado);

-- ---------------------------------------------------------------------------------------------
-- Functions: the entry points
-- ---------------------------------------------------------------------------------------------

-- The actions the server calls: check the reader's fields (a refused input never uses up its
-- key), look for a repeat, count the visitor against the limit, then write. A poem asks for a
-- message and takes an optional name; a visual work asks for a name, the message is optional.
-- Both are hormiguear, below, for their kind of work.
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
begin
  return public.hormiguear('poema', p_poema, p_nombre, p_mensaje, p_visitante, p_maximo, p_ventana, p_clave);
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
begin
  return public.hormiguear('visual', p_visual, p_nombre, p_mensaje, p_visitante, p_maximo, p_ventana, p_clave);
end
$$;

-- The subscription the server calls. A repeat answers what the first did: a reader whose first
-- answer was lost is told they subscribed, not that the address was already there.
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
  v_huella text := md5(public.correo_normalizado(coalesce(p_correo, '')));
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

-- Leaves the newsletter: every row holding the address goes (no "unsubscribed" flag, no copy),
-- under the same lock as a subscription of it, so the two never interleave. The visitor counts
-- against the limit unless the server vouches for the request (a signed link: no visitor is
-- passed). It answers nothing about whether the address was there, and records no key: a
-- repeat already changes nothing, and a key would have to keep a digest of the address, which
-- is what a reader who leaves asks us not to keep.
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
  v_correo text := public.correo_normalizado(coalesce(p_correo, ''));
begin
  if char_length(v_correo) > 254 or v_correo !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'correo_invalido' using errcode = '22023';
  end if;
  perform public.limitar_visitante(p_visitante, 'darse_de_baja', p_maximo, p_ventana);
  perform pg_advisory_xact_lock(hashtextextended('suscriptor:' || v_correo, 0));
  delete from public.suscriptor s where lower(btrim(s.correo)) = v_correo;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Functions: what the entry points call
-- ---------------------------------------------------------------------------------------------

-- A hormigueo of a poem (p_tipo 'poema') or a visual work ('visual'), whole. The field the work
-- asks for is checked first (a poem's message, a visual work's name; a poem's blank name is
-- none). The key's natural form and its action name ('hormiguear_poema', 'hormiguear_visual')
-- keep the two kinds apart. The write: +1 on the work's counter under its row lock, the
-- message kept with its key and the counter, and one delivery per forwarding address (a
-- poem's author and revista 1; a visual work's artist). poema_inexistente or
-- visual_inexistente (P0002) for no such work.
create or replace function public.hormiguear(
  p_tipo text, p_obra bigint, p_nombre text, p_mensaje text,
  p_visitante text, p_maximo integer, p_ventana integer, p_clave text
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

  insert into public.hormigueo (id_poema, id_visual, nombre, mensaje, clave, contador)
  values (v_poema, v_visual, v_nombre, v_mensaje, v_clave, v_total)
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

-- A reader's field, trimmed. Blank (when p_si_vacio, the code for that, is given) or longer than
-- p_maximo characters is refused with the code given: SQLSTATE 22023 / 22001, a client's mistake.
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

-- The key an action is recorded under: the client's (8 to 100 letters, digits, '-' or '_', as a
-- random UUID is; else clave_invalida), or one made from the visitor and the content. The two
-- kinds never meet (prefixes k: and n:).
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

-- The first answer to a hormigueo sent under p_clave, marked as a repeat; or null when the key is
-- new, or is a natural key older than ten minutes (then released: the same words sent again
-- later are a new hormigueo). Concurrent repeats of one key queue on an advisory lock taken
-- before the look-up: the second waits for the first to commit, then finds its row. Raises
-- clave_reusada when the key was used for another work, other words or a subscription.
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

-- Counts one action of a visitor, or refuses it (demasiados_intentos, SQLSTATE HDP29, the
-- seconds to wait in DETAIL) when the visitor already did p_maximo of them within the last
-- p_ventana seconds. Concurrent calls of one visitor queue on an advisory lock, so exactly
-- p_maximo pass. A null visitor or maximum means no limit.
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

-- A forwarding address worth trying: http(s) only, trimmed.
create or replace function public.direccion_reenvio(p_url text)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  select case when btrim(p_url) ~* '^https?://[^\s]+$' then btrim(p_url) end
$$;

-- Now, as the forwarded messages' date (ISO 8601, UTC).
create or replace function public.ahora_iso()
returns text
language sql
stable
set search_path = public, pg_temp
as $$
  select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
$$;

-- Claims a subscription's key. Null: this transaction owns it, go on with the write and record
-- its answer (guardar_clave_envio). Otherwise the first answer, marked as a repeat; the same key
-- with other content is refused (clave_reusada). The insert claims the key before the write, so
-- a repeat running at the same time waits on the unique index until the first one ends.
create or replace function public.reclamar_clave_envio(p_clave text, p_accion text, p_huella text)
returns jsonb
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_previo public.clave_envio;
begin
  insert into public.clave_envio (clave, accion, huella, resultado, es_natural)
  values (p_clave, p_accion, p_huella, '{}', p_clave like 'n:%')
  on conflict (clave) do nothing;
  if found then
    -- Now and then, before the write (never while it holds a counter's lock), the old keys go.
    if random() < 0.01 then
      perform public.podar_claves_envio();
    end if;
    return null;
  end if;
  select * into v_previo from public.clave_envio c where c.clave = p_clave;
  if v_previo.es_natural and v_previo.creado < now() - interval '10 minutes' then
    -- A natural key stands for a repeat only for a few minutes; later, the same words from
    -- the same visitor are a new action. Of two such sends at once, only the first renews
    -- the key (the second waits for it, no longer matches the condition, and replays it).
    update public.clave_envio c
       set creado = now(), resultado = '{}'
     where c.clave = p_clave and c.creado < now() - interval '10 minutes';
    if found then
      return null;
    end if;
    select * into v_previo from public.clave_envio c where c.clave = p_clave;
  end if;
  if v_previo.accion <> p_accion or v_previo.huella <> p_huella then
    raise exception 'clave_reusada'
      using errcode = 'HDP22';
  end if;
  return v_previo.resultado || jsonb_build_object('repetido', true);
end
$$;

-- Records the answer of the write a claimed key stands for (what its repeats will get).
create or replace function public.guardar_clave_envio(p_clave text, p_resultado jsonb)
returns void
language plpgsql
volatile
set search_path = public, pg_temp
as $$
begin
  update public.clave_envio c set resultado = p_resultado where c.clave = p_clave;
end
$$;

-- The write of a subscription: the address normalised (trimmed, lower case), checked
-- (correo_invalido), and stored once (concurrent calls for one address queue on an advisory
-- lock) with the notice version. Returns {"nuevo": bool, "fecha": registration time}; an address
-- already there keeps the version it signed up under.
create or replace function public.registrar_suscriptor(p_correo text, p_aviso text)
returns jsonb
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  v_correo text := public.correo_normalizado(coalesce(p_correo, ''));
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
  -- Stored addresses are compared by the unique index's expression (see correo_normalizado).
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

-- ---------------------------------------------------------------------------------------------
-- Row-level security (no policy: the public roles see no row of these)
-- ---------------------------------------------------------------------------------------------

alter table public.hormigueo enable row level security;
alter table public.hormigueo_entrega enable row level security;
alter table public.limite_accion enable row level security;
alter table public.clave_envio enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

revoke all on public.hormigueo from anon, authenticated;
grant all on public.hormigueo to service_role;
revoke all on public.hormigueo_entrega from anon, authenticated;
grant all on public.hormigueo_entrega to service_role;
revoke all on public.limite_accion from anon, authenticated;
grant all on public.limite_accion to service_role;
revoke all on public.clave_envio from anon, authenticated;
grant all on public.clave_envio to service_role;

-- Nothing here is the public roles' to call (whatever default privileges a Supabase project
-- grants on new functions); the server's role calls the four actions, and the helpers run
-- inside them with their owner's rights.
revoke all on function public.texto_lector(text, integer, text, text) from public, anon, authenticated, service_role;
revoke all on function public.direccion_reenvio(text) from public, anon, authenticated, service_role;
revoke all on function public.ahora_iso() from public, anon, authenticated, service_role;
revoke all on function public.limitar_visitante(text, text, integer, integer) from public, anon, authenticated, service_role;
revoke all on function public.clave_de_envio(text, text, text, text) from public, anon, authenticated, service_role;
revoke all on function public.repeticion_de_hormigueo(text, bigint, bigint, text, text) from public, anon, authenticated, service_role;
revoke all on function public.reclamar_clave_envio(text, text, text) from public, anon, authenticated, service_role;
revoke all on function public.guardar_clave_envio(text, jsonb) from public, anon, authenticated, service_role;
revoke all on function public.hormiguear(text, bigint, text, text, text, integer, integer, text) from public, anon, authenticated, service_role;
revoke all on function public.registrar_suscriptor(text, text) from public, anon, authenticated, service_role;
revoke all on function public.hormiguear_poema(bigint, text, text, text, integer, integer, text) from public, anon, authenticated;
revoke all on function public.hormiguear_visual(bigint, text, text, text, integer, integer, text) from public, anon, authenticated;
revoke all on function public.suscribir(text, text, integer, integer, text, text) from public, anon, authenticated;
revoke all on function public.darse_de_baja(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.hormiguear_poema(bigint, text, text, text, integer, integer, text) to service_role;
grant execute on function public.hormiguear_visual(bigint, text, text, text, integer, integer, text) to service_role;
grant execute on function public.suscribir(text, text, integer, integer, text, text) to service_role;
grant execute on function public.darse_de_baja(text, text, integer, integer) to service_role;
