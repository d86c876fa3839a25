-- Publish on edit (Supabase only; not a migration: it needs Supabase's pg_net and Vault).
--
-- Run once in the Supabase SQL editor after storing the Cloudflare Pages deploy hook URL in
-- Vault (Project Settings -> Vault -> New secret, name: cloudflare_deploy_hook). Any change
-- to the content tables then asks Cloudflare for a new (incremental) build. Hormigueos are
-- not edits: a poem or visual work whose only change is its counter does not publish, so
-- readers' likes never set off a build; the top 3 are refreshed by the daily job below.

create extension if not exists pg_net;

create or replace function public.publicar_sitio()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_hook text;
begin
  if tg_level = 'ROW' and tg_op = 'UPDATE'
     and (to_jsonb(new) - 'hormigueos') = (to_jsonb(old) - 'hormigueos') then
    return null;
  end if;
  select decrypted_secret into v_hook from vault.decrypted_secrets where name = 'cloudflare_deploy_hook';
  if v_hook is not null then
    perform net.http_post(url := v_hook, body := '{}'::jsonb);
  end if;
  return null;
end
$$;

do $$
declare
  t text;
begin
  -- Tables without a counter: one call per statement.
  foreach t in array array['revista', 'autor', 'poemario', 'creaciones', 'creaciones_poemario',
                           'revista_autor', 'manilargos', 'collages', 'caras2'] loop
    execute format('drop trigger if exists publicar on public.%I', t);
    execute format('create trigger publicar after insert or update or delete on public.%I
                    for each statement execute function public.publicar_sitio()', t);
  end loop;
  -- Tables with a hormigueos counter: per row, so counter-only updates can be told apart.
  foreach t in array array['poema', 'visuales'] loop
    execute format('drop trigger if exists publicar on public.%I', t);
    execute format('create trigger publicar after insert or update or delete on public.%I
                    for each row execute function public.publicar_sitio()', t);
  end loop;
end
$$;

-- Once a day, rebuild anyway so 'LOS MÁS HORMIGUEADOS' follows the readers (needs pg_cron).
create extension if not exists pg_cron;
select cron.schedule('publicar-diario', '0 6 * * *',
  $cron$ select net.http_post(url := (select decrypted_secret from vault.decrypted_secrets
                                      where name = 'cloudflare_deploy_hook'), body := '{}'::jsonb) $cron$);
