/**
 * Recording stand-ins for the pieces of Supabase that supabase/publish/deploy-hook.sql calls
 * and that a plain PostgreSQL server lacks: pg_net's net.http_post and net._http_response,
 * pg_cron's cron.schedule, Vault's vault.decrypted_secrets. Same names, argument names and
 * columns as Supabase's, so the file runs as-is; nothing is sent anywhere. A test reads the
 * requests from net.stand_in_request and answers one by inserting its response into
 * net._http_response, as pg_net's worker would.
 */
export const SUPABASE_STAND_INS = `
  create schema if not exists net;
  create table net.stand_in_request (
    id bigint generated always as identity primary key,
    url text not null,
    body jsonb,
    headers jsonb,
    timeout_milliseconds integer,
    created timestamptz not null default clock_timestamp()
  );
  -- pg_net keeps this unlogged (a restart empties it); so does the stand-in.
  create unlogged table net._http_response (
    id bigint,
    status_code integer,
    content_type text,
    headers jsonb,
    content text,
    timed_out boolean,
    error_msg text,
    created timestamptz not null default now()
  );
  create function net.http_post(
    url text,
    body jsonb default '{}'::jsonb,
    params jsonb default '{}'::jsonb,
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds integer default 5000
  ) returns bigint language sql as $$
    insert into net.stand_in_request (url, body, headers, timeout_milliseconds)
    values (url, body, headers, timeout_milliseconds) returning id
  $$;

  create schema if not exists cron;
  create table cron.job (jobid bigint generated always as identity primary key, jobname text unique, schedule text, command text);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
    returning jobid
  $$;

  create schema if not exists vault;
  -- Supabase's is a view decrypting vault.secrets; a table of the same shape stands in.
  create table vault.decrypted_secrets (
    id uuid primary key default gen_random_uuid(),
    name text unique,
    description text,
    secret text,
    decrypted_secret text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
`;
