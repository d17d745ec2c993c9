#!/usr/bin/env bash
# Backs up the Bidright database with pg_dump (custom format: compressed, restorable table by table).
#   deploy/scripts/backup.sh [output-file]        (DATABASE_URL from the environment or /etc/bidright/bidright.env)
# Run it from cron or a systemd timer; keep the files off this host. Safe while the processes run: pg_dump
# reads one consistent snapshot.
set -euo pipefail
if [ -z "${DATABASE_URL:-}" ] && [ -r /etc/bidright/bidright.env ]; then
  DATABASE_URL="$(sed -n 's/^DATABASE_URL=//p' /etc/bidright/bidright.env)"
fi
: "${DATABASE_URL:?set DATABASE_URL}"
out="${1:-bidright-$(date -u +%Y%m%dT%H%M%SZ).dump}"
pg_dump --format=custom --no-owner --no-privileges --file="$out" "$DATABASE_URL"
# A dump that pg_restore cannot list is no backup.
pg_restore --list "$out" >/dev/null
echo "$out"
