#!/usr/bin/env bash
# Makes the local PostgreSQL server run pg_cron, so tests/integration/deployHookPgCron.test.ts
# runs supabase/publish/deploy-hook.sql under the real scheduler. Idempotent: installs the
# Debian package if missing, preloads the library (conf.d file), restarts the cluster only
# when the running server lacks it, and creates the database pg_cron lives in.
# Runs as root or through `sudo -n`; never asks anything (CI=true, no standard input).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n "$@"; fi
}
psql_admin() { psql -w -h 127.0.0.1 -p 5432 -U postgres -d postgres -Atc "$1"; }
pg_ready() { psql_admin 'select 1' >/dev/null 2>&1; }

version=$(ls /etc/postgresql | sort -V | tail -n 1)
conf_dir="/etc/postgresql/$version/main/conf.d"
cron_db=hormiguero_cron

if [ ! -f "/usr/lib/postgresql/$version/lib/pg_cron.so" ]; then
  echo "Installing pg_cron for PostgreSQL $version..."
  as_root apt-get update -qq
  as_root apt-get install -y -qq --no-install-recommends "postgresql-$version-cron" >/dev/null
fi

# Keep whatever else is preloaded; pg_cron's settings go in a file of their own.
preloaded=$(psql_admin 'show shared_preload_libraries')
if [[ ",${preloaded// /}," != *,pg_cron,* ]]; then
  libraries=${preloaded:+$preloaded,}pg_cron
  workers=$(psql_admin 'show max_worker_processes')
  # Each running job takes a background worker, on top of parallel query's.
  [ "$workers" -lt 20 ] && workers=20
  as_root mkdir -p "$conf_dir"
  as_root tee "$conf_dir/95-pg-cron.conf" >/dev/null <<CONF
# Written by .ci/pg-cron.sh: pg_cron for the integration tests.
shared_preload_libraries = '$libraries'
cron.database_name = '$cron_db'
cron.use_background_workers = on
max_worker_processes = $workers
CONF
  echo "Restarting PostgreSQL $version with pg_cron..."
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main restart
  for _ in $(seq 1 30); do pg_ready && break; sleep 1; done
  pg_ready || { echo "PostgreSQL did not come back after the restart" >&2; exit 1; }
fi

if [ "$(psql_admin "select count(*) from pg_database where datname = '$cron_db'")" = 0 ]; then
  psql_admin "create database $cron_db" >/dev/null
fi
echo "pg_cron: $(psql_admin 'show shared_preload_libraries') preloaded, jobs in database $(psql_admin 'show cron.database_name')."
