-- Who may read what.
--
-- Supabase has the roles anon, authenticated and service_role; a plain PostgreSQL server
-- or PGlite does not, so they are created here when absent and one set of files serves all.
-- Row-level security is on for every table. Readers (anon, authenticated) may select the
-- content tables and nothing else: `suscriptor` has no policy at all, so only the table
-- owner and service_role (which bypasses RLS on Supabase) ever see an e-mail address.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

do $$
declare
  t text;
  content_tables text[] := array[
    'revista', 'autor', 'poemario', 'creaciones', 'creaciones_poemario', 'poema',
    'revista_autor', 'visuales', 'manilargos', 'collages', 'caras2'
  ];
begin
  foreach t in array content_tables || array['suscriptor'] loop
    execute format('alter table public.%I enable row level security', t);
    -- Supabase grants every privilege on new tables to anon by default; readers get
    -- exactly SELECT on the content tables and nothing on the subscribers.
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;

  foreach t in array content_tables loop
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('drop policy if exists %I on public.%I', t || '_public_read', t);
    execute format(
      'create policy %I on public.%I for select to anon, authenticated using (true)',
      t || '_public_read', t
    );
  end loop;
end
$$;
