#!/usr/bin/env bash
# shellcheck source-path=SCRIPTDIR/..
# `npm test`: the whole test suite, in order:
#   1. check         npm run check (typecheck + lint)
#   2. unit          vitest --project unit, with coverage of packages/domain
#   3. api-embedded  vitest --project api on a throwaway embedded PostgreSQL 17 (no DATABASE_URL)
#   4. api-postgres  vitest --project api on Debian's PostgreSQL (the oldest server we support),
#                    a throwaway cluster started here
#   5. build         npm run build (the web app, needed by the browser tests)
#   6. browser       vitest --project browser on Debian chromium (CHROMIUM_PATH)
# Every step runs even when an earlier one failed; the last line is `N passed, N failed` and the
# exit code is non-zero when anything failed.
#
# Environment:
#   CI=true                 missing tools are fatal for their tier; SKIP_* are ignored
#   SKIP_PG=1               (outside CI) skip step 4
#   SKIP_BROWSER=1          (outside CI) skip steps 5 and 6
#   TEST_STEP_TIMEOUT=20m   time box per step (timeout(1) syntax)
#   TEST_RESULTS_DIR=dir    keep the vitest JSON reports there (default: a temp dir, deleted)
#   CHROMIUM_PATH=path      browser binary (default /usr/bin/chromium, apt-installed when missing)
#   PG_BIN=dir              PostgreSQL bin dir (default: newest /usr/lib/postgresql/*/bin)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
. scripts/lib/common.sh
. scripts/lib/pg-cluster.sh

STEP_TIMEOUT=${TEST_STEP_TIMEOUT:-20m}
if [ -n "${TEST_RESULTS_DIR:-}" ]; then
  RESULTS_DIR=$TEST_RESULTS_DIR
  KEEP_RESULTS=1
  mkdir -p "$RESULTS_DIR" || exit 1
  rm -f "$RESULTS_DIR"/*.json "$RESULTS_DIR/steps.tsv"
else
  RESULTS_DIR=$(mktemp -d "${TMPDIR:-/tmp}/vanbid-test.XXXXXX") || exit 1
  KEEP_RESULTS=''
fi
STEPS_FILE="$RESULTS_DIR/steps.tsv"
: >"$STEPS_FILE"

CURRENT_PID=''
# shellcheck disable=SC2317 # invoked by trap
cleanup() {
  if [ -n "$CURRENT_PID" ]; then kill -TERM "$CURRENT_PID" 2>/dev/null; fi
  pg_cluster_stop
  if [ -z "$KEEP_RESULTS" ]; then rm -rf "$RESULTS_DIR"; fi
}
# shellcheck disable=SC2317 # invoked by trap
on_signal() {
  trap - INT TERM
  err "interrupted ($1): stopping"
  if [ -n "$CURRENT_PID" ]; then
    kill -TERM "$CURRENT_PID" 2>/dev/null
    wait "$CURRENT_PID" 2>/dev/null
    CURRENT_PID=''
  fi
  exit "$2"
}
trap cleanup EXIT
trap 'on_signal INT 130' INT
trap 'on_signal TERM 143' TERM

if [ -n "${DATABASE_URL:-}" ]; then
  note "ignoring DATABASE_URL from the environment: the harness chooses the database per step"
  unset DATABASE_URL
fi
if is_ci; then
  for v in SKIP_PG SKIP_BROWSER; do
    if [ -n "${!v:-}" ] && [ "${!v}" != 0 ]; then
      warn "$v is set but CI=true: ignored, every tier runs in CI"
    fi
  done
fi

# record NAME STATUS EXIT SECONDS JSON NOTE  (STATUS: ran | skipped | error)
record() {
  local note=${6//$'\t'/ }
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "${note//$'\n'/ }" >>"$STEPS_FILE"
}

# skip_requested VAR: true when VAR=1 (or any non-0 value) and not in CI.
skip_requested() {
  local v=${!1:-}
  [ -n "$v" ] && [ "$v" != 0 ] && ! is_ci
}

# A missing tool or service: fatal in CI, a loud warning outside; the step counts as failed either way.
missing() {
  local step=$1 what=$2
  if is_ci; then
    loud "$step: $what" "CI=true: this tier cannot run, which fails the build."
  else
    loud "$step: $what" "This tier did NOT run and is counted as FAILED." \
      "Fix the set-up, or opt out explicitly with the SKIP_* variable (see scripts/test.sh)."
  fi
  record "$step" error 1 0 '' "$what"
}

skipped() {
  local step=$1 why=$2
  warn "$step: SKIPPED by request ($why)"
  record "$step" skipped 0 0 '' "SKIPPED by request ($why)"
}

# Run a command time-boxed, in the background so that INT/TERM can stop it at once.
run_timed() {
  timeout --kill-after=30s "$STEP_TIMEOUT" "$@" &
  CURRENT_PID=$!
  wait "$CURRENT_PID"
  local rc=$?
  CURRENT_PID=''
  return "$rc"
}

# step NAME COMMAND...: a plain step (no test report).
step() {
  local name=$1
  shift
  log "[$name] $*"
  local t0=$SECONDS rc=0
  run_timed "$@" || rc=$?
  local note=''
  if [ "$rc" -eq 124 ]; then note="timed out after $STEP_TIMEOUT"; fi
  if [ "$rc" -ne 0 ]; then err "[$name] failed (exit $rc)${note:+: $note}"; fi
  record "$name" ran "$rc" $((SECONDS - t0)) '' "$note"
  return "$rc"
}

# vitest_step NAME [VAR=value...] -- VITEST_ARGS...: `vitest run` with a JSON report.
vitest_step() {
  local name=$1
  shift
  local envs=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do
    envs+=("$1")
    shift
  done
  shift
  local json="$RESULTS_DIR/$name.json"
  rm -f "$json"
  log "[$name] ${envs[*]:+${envs[*]} }vitest run $*"
  local t0=$SECONDS rc=0
  run_timed env -u DATABASE_URL "${envs[@]}" npx --no vitest run "$@" \
    --reporter=default --reporter=json --outputFile.json="$json" || rc=$?
  local note=''
  if [ "$rc" -eq 124 ]; then note="timed out after $STEP_TIMEOUT"; fi
  if [ "$rc" -ne 0 ]; then err "[$name] failed (exit $rc)${note:+: $note}"; fi
  record "$name" ran "$rc" $((SECONDS - t0)) "$json" "$note"
  return "$rc"
}

log "Vanbid test harness (CI=${CI:-}; step time box $STEP_TIMEOUT; reports in $RESULTS_DIR)"

# 1. Typecheck + lint.
step check npm run check

# 2. Unit tests, with coverage of the domain package.
vitest_step unit -- --project unit \
  --coverage.enabled --coverage.include='packages/domain/src/**' \
  --coverage.reporter=text-summary --coverage.reporter=text

# 3. API integration tests on the embedded PostgreSQL (the tests start a throwaway one).
vitest_step api-embedded -- --project api

# 4. The same API suite on Debian's PostgreSQL server.
if skip_requested SKIP_PG; then
  skipped api-postgres SKIP_PG=1
else
  log "[api-postgres] starting a throwaway PostgreSQL cluster"
  if pg_cluster_start vanbid_test; then
    vitest_step api-postgres "DATABASE_URL=$PG_CLUSTER_URL" -- --project api
    pg_cluster_stop
  else
    pg_cluster_stop
    missing api-postgres "could not install or start PostgreSQL (see messages above)"
  fi
fi

# 5 + 6. Build the web app, then the browser tests on chromium.
if skip_requested SKIP_BROWSER; then
  skipped build SKIP_BROWSER=1
  skipped browser SKIP_BROWSER=1
else
  browser_problem=''
  CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$CHROMIUM_PATH" ] && [ "$CHROMIUM_PATH" = /usr/bin/chromium ]; then
    warn "$CHROMIUM_PATH not found; installing Debian's chromium"
    apt_install chromium || true
  fi
  if [ ! -x "$CHROMIUM_PATH" ]; then
    browser_problem="no browser at CHROMIUM_PATH=$CHROMIUM_PATH (install Debian chromium)"
  elif version=$(timeout 60 "$CHROMIUM_PATH" --version 2>/dev/null); then
    note "browser: $CHROMIUM_PATH ($version)"
  else
    browser_problem="$CHROMIUM_PATH exists but does not run (--version failed)"
  fi

  if step build npm run build; then
    if [ -n "$browser_problem" ]; then
      missing browser "$browser_problem"
    else
      vitest_step browser "CHROMIUM_PATH=$CHROMIUM_PATH" -- --project browser
    fi
  elif [ -n "$browser_problem" ]; then
    missing browser "$browser_problem"
  else
    err "[browser] not run: the build failed"
    record browser error 1 0 '' 'not run: build failed'
  fi
fi

# Summary: a table, then `N passed, N failed` as the very last line.
summary_rc=0
node scripts/summary.mjs "$STEPS_FILE" || summary_rc=$?
if [ "$summary_rc" -eq 0 ] && awk -F '\t' '!(($2 == "ran" || $2 == "skipped") && $3 == 0) { bad = 1 } END { exit !bad }' "$STEPS_FILE"; then
  summary_rc=1 # belt and braces: a failed step must fail the run even if the summary missed it
fi
exit "$summary_rc"
