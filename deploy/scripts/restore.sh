#!/usr/bin/env bash
# Restores a backup.sh dump into an EMPTY database, in one transaction, and checks what arrived.
#   deploy/scripts/restore.sh <dump-file> <target-database-url>
# Restore into a new database (createdb bidright_restored), check it, then point DATABASE_URL at it and
# restart the processes (deploy/README.md, "Restore"). It refuses a database that already has tables.
set -euo pipefail
dump="${1:?usage: restore.sh <dump-file> <target-database-url>}"
target="${2:?usage: restore.sh <dump-file> <target-database-url>}"
[ -r "$dump" ] || { echo "cannot read $dump" >&2; exit 1; }

tables="$(psql "$target" -Atc "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")"
if [ "$tables" != "0" ]; then
  echo "refusing: the target database already has $tables tables (restore into an empty one)" >&2
  exit 1
fi

pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"

# What arrived: the migrations the dump was taken at, and the rows that matter most.
psql "$target" -At -F ' ' -c "
  select 'migrations', count(*) from drizzle.__drizzle_migrations
  union all select 'users', count(*) from users
  union all select 'auctions', count(*) from auctions
  union all select 'lots', count(*) from lots
  union all select 'lot_events', count(*) from lot_events"
echo "restore complete: $target"
