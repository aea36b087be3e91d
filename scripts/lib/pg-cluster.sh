# shellcheck shell=bash
# A throwaway PostgreSQL cluster for tests. Source it (after lib/common.sh); do not run it.
#
#   pg_cluster_start [DBNAME]   # sets PG_CLUSTER_URL, PG_CLUSTER_PORT, PG_CLUSTER_DIR
#   pg_cluster_stop             # stops the server and deletes its directory (idempotent)
#
# Binaries: $PG_BIN if set, else the newest /usr/lib/postgresql/<version>/bin, else initdb/pg_ctl on PATH.
# When missing, Debian's `postgresql` is installed with apt. As root, the cluster runs as the
# `postgres` system user (initdb refuses to run as root).

PG_CLUSTER_BIN=''
PG_CLUSTER_DIR=''
PG_CLUSTER_PORT=''
PG_CLUSTER_URL=''
PG_CLUSTER_USER=''
PG_CLUSTER_STARTED=''

# Sets PG_CLUSTER_BIN to a directory holding initdb, pg_ctl and createdb.
pg_cluster_find_bin() {
  local d cand=()
  if [ -n "${PG_BIN:-}" ]; then cand+=("$PG_BIN"); fi
  # Newest version first (sort -V so that 15 beats 9.6).
  while IFS= read -r d; do
    [ -n "$d" ] && cand+=("$d")
  done < <(printf '%s\n' /usr/lib/postgresql/*/bin | sort -Vr)
  local p
  if p=$(command -v initdb 2>/dev/null); then cand+=("$(dirname "$(readlink -f "$p")")"); fi
  for d in "${cand[@]}"; do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && [ -x "$d/createdb" ]; then
      PG_CLUSTER_BIN=$d
      return 0
    fi
  done
  return 1
}

# Run a command as the cluster owner, from inside the cluster directory (the postgres user may
# not be allowed to read the caller's working directory, and pg_ctl fails if it cannot).
_pg_as_owner() {
  if [ -z "$PG_CLUSTER_USER" ]; then
    (cd "$PG_CLUSTER_DIR" && "$@")
  elif command -v runuser >/dev/null 2>&1; then
    (cd "$PG_CLUSTER_DIR" && runuser -u "$PG_CLUSTER_USER" -- "$@")
  else
    local cmd
    cmd=$(printf '%q ' "$@")
    (cd "$PG_CLUSTER_DIR" && su "$PG_CLUSTER_USER" -s /bin/sh -c "$cmd")
  fi
}

_pg_tail_log() {
  local f=$1
  if [ -f "$f" ]; then
    printf -- '--- last lines of %s ---\n' "$f" >&2
    tail -n 30 "$f" >&2
  fi
}

pg_cluster_start() {
  local db=${1:-vanbid_test}
  pg_cluster_stop

  if ! pg_cluster_find_bin; then
    warn "PostgreSQL server binaries not found; installing Debian's postgresql"
    apt_install postgresql || return 1
    pg_cluster_find_bin || { err "postgresql installed but initdb/pg_ctl still not found"; return 1; }
  fi
  note "PostgreSQL binaries: $PG_CLUSTER_BIN ($("$PG_CLUSTER_BIN/pg_ctl" --version 2>/dev/null))"

  PG_CLUSTER_DIR=$(mktemp -d "${TMPDIR:-/tmp}/vanbid-pg.XXXXXX") || { err "mktemp failed"; return 1; }
  PG_CLUSTER_USER=''
  if [ "$(id -u)" -eq 0 ]; then
    if ! id -u postgres >/dev/null 2>&1; then
      note "creating system user postgres"
      useradd -r -M -d /nonexistent -s /usr/sbin/nologin postgres || { err "useradd postgres failed"; return 1; }
    fi
    PG_CLUSTER_USER=postgres
    chown postgres: "$PG_CLUSTER_DIR" || { err "chown $PG_CLUSTER_DIR failed"; return 1; }
  fi
  chmod 700 "$PG_CLUSTER_DIR"

  local data="$PG_CLUSTER_DIR/data" ilog="$PG_CLUSTER_DIR/initdb.log"
  if ! _pg_as_owner "$PG_CLUSTER_BIN/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$ilog" 2>&1; then
    note "initdb with --locale=C.UTF-8 failed; retrying with --locale=C"
    _pg_as_owner rm -rf "$data"
    if ! _pg_as_owner "$PG_CLUSTER_BIN/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C \
      >>"$ilog" 2>&1; then
      err "initdb failed"
      _pg_tail_log "$ilog"
      return 1
    fi
  fi

  local attempt port slog="$PG_CLUSTER_DIR/server.log"
  for attempt in 1 2 3; do
    port=$(free_port) || { err "could not pick a free port (node missing?)"; return 1; }
    if _pg_as_owner "$PG_CLUSTER_BIN/pg_ctl" -D "$data" -l "$slog" -t 60 -w \
      -o "-h 127.0.0.1 -p $port -k $PG_CLUSTER_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null; then
      PG_CLUSTER_STARTED=1
      PG_CLUSTER_PORT=$port
      break
    fi
    warn "pg_ctl start on port $port failed (attempt $attempt)"
    _pg_tail_log "$slog"
    _pg_as_owner "$PG_CLUSTER_BIN/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1
  done
  if [ -z "$PG_CLUSTER_STARTED" ]; then
    err "could not start PostgreSQL"
    return 1
  fi

  if ! "$PG_CLUSTER_BIN/createdb" -h 127.0.0.1 -p "$PG_CLUSTER_PORT" -U postgres "$db"; then
    err "createdb $db failed"
    _pg_tail_log "$slog"
    return 1
  fi
  PG_CLUSTER_URL="postgres://postgres@127.0.0.1:$PG_CLUSTER_PORT/$db"
  note "PostgreSQL up: $PG_CLUSTER_URL (cluster in $PG_CLUSTER_DIR)"
}

pg_cluster_stop() {
  if [ -n "$PG_CLUSTER_DIR" ] && [ -d "$PG_CLUSTER_DIR" ]; then
    local data="$PG_CLUSTER_DIR/data"
    if [ -n "$PG_CLUSTER_STARTED" ] && [ -n "$PG_CLUSTER_BIN" ] && [ -f "$data/postmaster.pid" ]; then
      _pg_as_owner "$PG_CLUSTER_BIN/pg_ctl" -D "$data" -m fast -t 30 -w stop >/dev/null 2>&1 ||
        _pg_as_owner "$PG_CLUSTER_BIN/pg_ctl" -D "$data" -m immediate -t 30 -w stop >/dev/null 2>&1
      if [ -f "$data/postmaster.pid" ]; then
        local pid
        pid=$(head -n 1 "$data/postmaster.pid" 2>/dev/null)
        case $pid in '' | *[!0-9]*) ;; *) kill -KILL "$pid" 2>/dev/null ;; esac
      fi
    fi
    rm -rf "$PG_CLUSTER_DIR"
  fi
  PG_CLUSTER_DIR=''
  PG_CLUSTER_PORT=''
  PG_CLUSTER_URL=''
  PG_CLUSTER_STARTED=''
}
