#!/usr/bin/env bash
# shellcheck source-path=SCRIPTDIR/..
# Run a command against a throwaway PostgreSQL server, then stop it and delete it.
#
#   bash scripts/pg-cluster.sh [--db NAME] -- COMMAND [ARGS...]
#
# COMMAND gets DATABASE_URL=postgres://postgres@127.0.0.1:<port>/<NAME> (default NAME vanbid_test).
# Example: bash scripts/pg-cluster.sh -- npx vitest run --project api
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
. scripts/lib/common.sh
. scripts/lib/pg-cluster.sh

db=vanbid_test
while [ $# -gt 0 ]; do
  case $1 in
    --db) db=${2:?--db needs a name}; shift 2 ;;
    --) shift; break ;;
    -h | --help) sed -n '3,8p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then
  sed -n '3,8p' "$0" >&2
  exit 2
fi

child=''
trap 'pg_cluster_stop' EXIT
trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; exit 130' INT
trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; exit 143' TERM

pg_cluster_start "$db" || exit 1
DATABASE_URL=$PG_CLUSTER_URL "$@" &
child=$!
wait "$child"
rc=$?
child=''
exit "$rc"
