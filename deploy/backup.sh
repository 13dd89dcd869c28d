#!/bin/sh
# Rookery's scheduled database backup (deploy/compose.yaml's `backup` service; docs/OPERATIONS.md "Backups").
# Every BACKUP_EVERY_HOURS it dumps the database of DATABASE_URL into BACKUP_DIR as
# rookery-<UTC time>.dump (pg_dump's custom format: one consistent snapshot while the servers run), checks that the
# dump reads back (pg_restore --list), and keeps the newest BACKUP_KEEP dumps. A dump is written under a .partial
# name and renamed only once checked, so a crash, a full disk or a lost database never leaves a broken file that
# looks like a backup, and never removes an old one. A failed run exits non-zero (BACKUP_ONCE=1) or is logged and
# tried again at the next hour (the loop), and the last success time is in BACKUP_DIR/last-success for monitoring.
#
#   DATABASE_URL        postgres://user:password@host:5432/db (required)
#   BACKUP_DIR          where the dumps go (default /backups); copy it off the machine
#   BACKUP_KEEP         how many dumps to keep (default 14)
#   BACKUP_EVERY_HOURS  how often (default 24)
#   BACKUP_ONCE=1       one run, then exit with its status (cron, tests)
set -u

BACKUP_DIR=${BACKUP_DIR:-/backups}
BACKUP_KEEP=${BACKUP_KEEP:-14}
BACKUP_EVERY_HOURS=${BACKUP_EVERY_HOURS:-24}

log() { echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) backup: $*"; }

backup_once() {
  if [ -z "${DATABASE_URL:-}" ]; then
    log "DATABASE_URL is not set"
    return 2
  fi
  case "$BACKUP_KEEP" in
    '' | *[!0-9]* | 0)
      log "BACKUP_KEEP must be a whole number of at least 1"
      return 2
      ;;
  esac
  mkdir -p "$BACKUP_DIR" || return 1
  name="rookery-$(date -u +%Y%m%dT%H%M%SZ).dump"
  partial="$BACKUP_DIR/$name.partial"
  rm -f "$BACKUP_DIR"/*.partial
  started=$(date +%s)
  if ! pg_dump --format=custom --no-owner --file="$partial" "$DATABASE_URL"; then
    rm -f "$partial"
    log "pg_dump failed; the older dumps are kept"
    return 1
  fi
  if ! pg_restore --list "$partial" >/dev/null; then
    rm -f "$partial"
    log "the dump does not read back; the older dumps are kept"
    return 1
  fi
  mv "$partial" "$BACKUP_DIR/$name" || return 1
  # The newest BACKUP_KEEP stay (names sort by time).
  ls -1 "$BACKUP_DIR"/rookery-*.dump 2>/dev/null | sort -r | tail -n +$((BACKUP_KEEP + 1)) | while read -r old; do
    rm -f "$old"
  done
  date -u +%Y-%m-%dT%H:%M:%SZ >"$BACKUP_DIR/last-success"
  log "wrote $name ($(wc -c <"$BACKUP_DIR/$name") bytes) in $(($(date +%s) - started)) s; keeping $BACKUP_KEEP"
}

if [ "${BACKUP_ONCE:-0}" = "1" ]; then
  backup_once
  exit $?
fi

while :; do
  backup_once || log "this run failed; trying again in an hour"
  if [ -s "$BACKUP_DIR/last-success" ] && [ "$(find "$BACKUP_DIR/last-success" -mmin -$((BACKUP_EVERY_HOURS * 60 - 1)))" ]; then
    sleep $((BACKUP_EVERY_HOURS * 3600))
  else
    sleep 3600
  fi
done
