/**
 * Recording stand-ins for the pieces of Supabase that supabase/publish/deploy-hook.sql calls
 * and that a plain PostgreSQL server lacks: pg_net (net.http_post, net.http_get,
 * net._http_response), pg_cron (cron.schedule, cron.job, cron.job_run_details) and Vault
 * (vault.decrypted_secrets). Same names, argument names, defaults and columns as Supabase's,
 * so the file runs as-is; nothing is sent anywhere. A test reads the requests from
 * net.stand_in_request and answers one by inserting its response into net._http_response,
 * as pg_net's worker would. Used by the tests and by `npm run bench:actions`.
 */

/** pg_net: both calls share one id sequence, as pg_net's request queue does. */
export const PG_NET_STAND_IN = `
  create schema if not exists net;
  create table net.stand_in_request (
    id bigint generated always as identity primary key,
    method text not null,
    url text not null,
    body jsonb,
    params jsonb,
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
    insert into net.stand_in_request (method, url, body, params, headers, timeout_milliseconds)
    values ('POST', url, body, params, headers, timeout_milliseconds) returning id
  $$;
  create function net.http_get(
    url text,
    params jsonb default '{}'::jsonb,
    headers jsonb default '{}'::jsonb,
    timeout_milliseconds integer default 5000
  ) returns bigint language sql as $$
    insert into net.stand_in_request (method, url, params, headers, timeout_milliseconds)
    values ('GET', url, params, headers, timeout_milliseconds) returning id
  $$;
`;

/** pg_cron: the job table and its run history; nothing runs. */
export const PG_CRON_STAND_IN = `
  create schema if not exists cron;
  create table cron.job (jobid bigint generated always as identity primary key, jobname text unique, schedule text, command text);
  create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
    insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
    returning jobid
  $$;
  create table cron.job_run_details (
    jobid bigint,
    runid bigint generated always as identity primary key,
    job_pid integer,
    database text,
    username text,
    command text,
    status text,
    return_message text,
    start_time timestamptz,
    end_time timestamptz
  );
`;

/** Vault: Supabase's is a view decrypting vault.secrets; a table of the same shape stands in. */
export const VAULT_STAND_IN = `
  create schema if not exists vault;
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

export const SUPABASE_STAND_INS = PG_NET_STAND_IN + PG_CRON_STAND_IN + VAULT_STAND_IN;
