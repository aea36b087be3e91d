#!/usr/bin/env bash
# shellcheck source-path=SCRIPTDIR/..
# `npm test`: the whole test suite, in two lanes that run side by side (steps that do not depend
# on each other; each lane runs its steps in order):
#   lane A  check         npm run check (typecheck + lint)
#           unit          vitest --project 'unit*', with coverage of packages/domain
#           build         npm run build (the web app, needed by the browser tests)
#           browser       vitest --project browser on Debian chromium (CHROMIUM_PATH)
#   lane B  api-embedded  vitest --project 'api*' on a throwaway embedded PostgreSQL 17 (no DATABASE_URL),
#                         without apps/api/test/request-checks/
#           api-postgres  the same on Debian's PostgreSQL (the oldest server we support), a
#                         throwaway cluster started here; without apps/api/test/server-free/,
#                         with apps/api/test/request-checks/ and apps/api/test/real-server/
#                         (backups through pg_dump)
#           cluster       vitest --project cluster on that same server: three API processes behind
#                         Debian's HAProxy (deploy/haproxy.cfg, apt-installed when missing)
# Runtimes: api-postgres runs on Node.js 24 LTS (fetched once from the npm registry's
# node-linux-<arch> package into ~/.cache/vanbid, see scripts/lib/node-24.sh), as in production
# (a container on node:24 with a real DATABASE_URL); every other step on the machine's `node`
# (Node 20 here). Each API file runs on both, except: the server-free files (no database server of
# the tier's) on the machine's only, and the request checks (how the API answers hostile input,
# guards and roles: the API's own code) on production's only.
# Every step runs even when another one failed; a step's output is printed in one piece when it
# ends; the last line is `N passed, N failed` and the exit code is non-zero when anything failed.
#
# Environment:
#   CI=true                 missing tools are fatal for their tier; SKIP_* are ignored
#   SKIP_PG=1               (outside CI) skip steps 4 and 5
#   SKIP_CLUSTER=1          (outside CI) skip step 5
#   SKIP_BROWSER=1          (outside CI) skip steps 6 and 7
#   TEST_STEP_TIMEOUT=20m   time box per step (timeout(1) syntax)
#   TEST_RESULTS_DIR=dir    keep the vitest JSON reports there (default: a temp dir, deleted)
#   CHROMIUM_PATH=path      browser binary (default /usr/bin/chromium, apt-installed when missing)
#   PG_BIN=dir              PostgreSQL bin dir (default: newest /usr/lib/postgresql/*/bin)
#   HAPROXY_BIN=path        load balancer binary (default: haproxy on the PATH, apt-installed when missing)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
. scripts/lib/common.sh
. scripts/lib/pg-cluster.sh
. scripts/lib/node-24.sh

STEP_TIMEOUT=${TEST_STEP_TIMEOUT:-20m}
if [ -n "${TEST_RESULTS_DIR:-}" ]; then
  RESULTS_DIR=$TEST_RESULTS_DIR
  KEEP_RESULTS=1
  mkdir -p "$RESULTS_DIR" || exit 1
  rm -f "$RESULTS_DIR"/*.json "$RESULTS_DIR"/*.log "$RESULTS_DIR/steps.tsv"
else
  RESULTS_DIR=$(mktemp -d "${TMPDIR:-/tmp}/vanbid-test.XXXXXX") || exit 1
  KEEP_RESULTS=''
fi
STEPS_FILE="$RESULTS_DIR/steps.tsv"
: >"$STEPS_FILE"

LANE_PIDS=()
CURRENT_PID=''
OUTPUT_LOCK="$RESULTS_DIR/output.lock"
# shellcheck disable=SC2317 # invoked by trap
cleanup() {
  stop_lanes
  if [ -z "$KEEP_RESULTS" ]; then rm -rf "$RESULTS_DIR"; fi
}
# shellcheck disable=SC2317 # invoked by trap
stop_lanes() {
  local pid
  for pid in "${LANE_PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  for pid in "${LANE_PIDS[@]}"; do wait "$pid" 2>/dev/null; done
  LANE_PIDS=()
}
# shellcheck disable=SC2317 # invoked by trap
on_signal() {
  trap - INT TERM
  err "interrupted ($1): stopping"
  stop_lanes
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
  for v in SKIP_PG SKIP_CLUSTER SKIP_BROWSER; do
    if [ -n "${!v:-}" ] && [ "${!v}" != 0 ]; then
      warn "$v is set but CI=true: ignored, every tier runs in CI"
    fi
  done
fi

# record NAME STATUS EXIT SECONDS JSON NOTE [CPU_SECONDS]  (STATUS: ran | skipped | error)
record() {
  local note=${6//$'\t'/ }
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "${note//$'\n'/ }" "${7:-}" >>"$STEPS_FILE"
}

# read_children_cpu: sets CHILDREN_CPU to the CPU seconds (user + system) of this shell's ended
# children so far, which is each step's process tree as far as it waited for its own (not a server
# that went on by itself). `times` runs in this shell: in a subshell it would count that one's.
read_children_cpu() {
  local file="$RESULTS_DIR/times.$BASHPID"
  times >"$file"
  CHILDREN_CPU=$(awk 'NR == 2 { n = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); n += t[1] * 60 + t[2] } printf "%.0f", n }' "$file")
  rm -f "$file"
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

# lane NAME FUNCTION: runs FUNCTION's steps one after the other, beside the other lanes. A lane
# stops its running step on TERM (INT/TERM of the harness).
lane() {
  local name=$1 fn=$2
  (
    # shellcheck disable=SC2317 # invoked by trap
    lane_stop() {
      trap - TERM EXIT
      if [ -n "$CURRENT_PID" ]; then
        kill -TERM "$CURRENT_PID" 2>/dev/null
        wait "$CURRENT_PID" 2>/dev/null
      fi
      pg_cluster_stop
      exit 143
    }
    trap lane_stop TERM
    trap 'pg_cluster_stop' EXIT
    "$fn"
  ) &
  LANE_PIDS+=("$!")
  note "lane $name: pid $!"
}

# Run a command time-boxed, in the background so that INT/TERM can stop it at once; its output
# goes to LOG, printed in one piece when it ends so that steps running side by side stay readable.
# STEP_CPU: the CPU seconds the command and what it waited for took.
run_timed() {
  local log_file=$1 cpu_before
  shift
  read_children_cpu
  cpu_before=$CHILDREN_CPU
  timeout --kill-after=30s "$STEP_TIMEOUT" "$@" >"$log_file" 2>&1 &
  CURRENT_PID=$!
  wait "$CURRENT_PID"
  local rc=$?
  CURRENT_PID=''
  read_children_cpu
  STEP_CPU=$((CHILDREN_CPU - cpu_before))
  return "$rc"
}

# print_step_output NAME LOG RC SECONDS: the step's whole output, not mixed with another step's.
print_step_output() {
  local name=$1 log_file=$2 rc=$3 seconds=$4
  (
    flock 9
    log "[$name] output (exit $rc, ${seconds}s)"
    cat "$log_file"
    log "[$name] end"
  ) 9>"$OUTPUT_LOCK"
}

# finish_step NAME RC T0 LOG JSON: prints the output and records the step.
finish_step() {
  local name=$1 rc=$2 t0=$3 log_file=$4 json=$5
  local seconds=$((SECONDS - t0)) note=''
  print_step_output "$name" "$log_file" "$rc" "$seconds"
  if [ "$rc" -eq 124 ]; then note="timed out after $STEP_TIMEOUT"; fi
  if [ "$rc" -ne 0 ]; then err "[$name] failed (exit $rc)${note:+: $note}"; fi
  record "$name" ran "$rc" "$seconds" "$json" "$note" "${STEP_CPU:-}"
}

# step NAME COMMAND...: a plain step (no test report).
step() {
  local name=$1
  shift
  log "[$name] started: $*"
  local t0=$SECONDS rc=0 log_file="$RESULTS_DIR/$name.log"
  run_timed "$log_file" "$@" || rc=$?
  finish_step "$name" "$rc" "$t0" "$log_file" ''
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
  log "[$name] started: ${envs[*]:+${envs[*]} }vitest run $*"
  local t0=$SECONDS rc=0 log_file="$RESULTS_DIR/$name.log"
  run_timed "$log_file" env -u DATABASE_URL "${envs[@]}" npx --no vitest run "$@" \
    --reporter=default --reporter=json --outputFile.json="$json" || rc=$?
  finish_step "$name" "$rc" "$t0" "$log_file" "$json"
  return "$rc"
}

log "Vanbid test harness (CI=${CI:-}; step time box $STEP_TIMEOUT; reports in $RESULTS_DIR)"
note "load average at the start: $(cut -d ' ' -f 1-3 /proc/loadavg) ($(nproc) CPUs)"

# Lane A: type check and lint, unit tests, then the web build and the browser tests on it.
lane_a() {
  step check npm run check
  vitest_step unit -- --project 'unit*' \
    --coverage.enabled --coverage.include='packages/domain/src/**' \
    --coverage.reporter=text-summary --coverage.reporter=text
  browser_steps
}

# Lane B: the API tier on the embedded PostgreSQL 17, then on Debian's server, then several API
# processes behind HAProxy on that server. The files of apps/api/test/server-free/ need no
# database server of the tier's: they run on the first only; those of apps/api/test/request-checks/
# check the API's own answers: they run on the second (production's) only.
lane_b() {
  vitest_step api-embedded REQUEST_CHECK_TESTS=off -- --project 'api*'
  if skip_requested SKIP_PG; then
    skipped api-postgres SKIP_PG=1
    skipped cluster SKIP_PG=1
  else
    log "[api-postgres] starting a throwaway PostgreSQL cluster"
    if ! node24_ensure; then
      missing api-postgres "could not fetch Node.js $NODE24_VERSION from the npm registry (see above)"
      missing cluster "no Node.js 24 for the PostgreSQL tier (see api-postgres)"
    elif pg_cluster_start vanbid_test; then
      vitest_step api-postgres "PATH=$NODE24_BIN:$PATH" "DATABASE_URL=$PG_CLUSTER_URL" SERVER_FREE_TESTS=off \
        -- --project 'api*'
      cluster_step
      pg_cluster_stop
    else
      pg_cluster_stop
      missing api-postgres "could not install or start PostgreSQL (see messages above)"
      missing cluster "no PostgreSQL server to run on (see api-postgres)"
    fi
  fi
}

# Three API processes behind Debian's HAProxy on the running PostgreSQL cluster (lane B).
cluster_step() {
  if skip_requested SKIP_CLUSTER; then
    skipped cluster SKIP_CLUSTER=1
    return
  fi
  local haproxy=${HAPROXY_BIN:-} version
  if [ -z "$haproxy" ] && ! haproxy=$(command -v haproxy); then
    warn "haproxy not found; installing Debian's haproxy"
    apt_install haproxy || true
    haproxy=$(command -v haproxy || true)
  fi
  # Not `| head`: under pipefail, HAProxy writing after head has gone would count as a failure.
  if [ -z "$haproxy" ] || ! version=$("$haproxy" -v 2>/dev/null); then
    missing cluster "no HAProxy at ${haproxy:-haproxy} (install Debian haproxy, or set HAPROXY_BIN)"
    return
  fi
  note "load balancer: $haproxy (${version%%$'\n'*})"
  vitest_step cluster "DATABASE_URL=$PG_CLUSTER_URL" "HAPROXY_BIN=$haproxy" -- --project cluster
}

# Build the web app, then the browser tests on chromium.
browser_steps() {
  if skip_requested SKIP_BROWSER; then
    skipped build SKIP_BROWSER=1
    skipped browser SKIP_BROWSER=1
    return
  fi
  local browser_problem='' version
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
}

RUN_START=$SECONDS
lane A lane_a
lane B lane_b
for pid in "${LANE_PIDS[@]}"; do wait "$pid"; done
LANE_PIDS=()

# The lanes recorded their steps as they ended: the table lists them in the order above.
ORDERED_STEPS="$RESULTS_DIR/steps-ordered.tsv"
for name in check unit api-embedded api-postgres cluster build browser; do
  awk -F '\t' -v name="$name" '$1 == name' "$STEPS_FILE"
done >"$ORDERED_STEPS"
awk -F '\t' '$1 !~ /^(check|unit|api-embedded|api-postgres|cluster|build|browser)$/' "$STEPS_FILE" >>"$ORDERED_STEPS"
STEPS_FILE=$ORDERED_STEPS

note "load average at the end: $(cut -d ' ' -f 1-3 /proc/loadavg)"

# Summary: a table, then `N passed, N failed` as the very last line.
summary_rc=0
node scripts/summary.mjs "$STEPS_FILE" $((SECONDS - RUN_START)) || summary_rc=$?
if [ "$summary_rc" -eq 0 ] && awk -F '\t' '!(($2 == "ran" || $2 == "skipped") && $3 == 0) { bad = 1 } END { exit !bad }' "$STEPS_FILE"; then
  summary_rc=1 # belt and braces: a failed step must fail the run even if the summary missed it
fi
exit "$summary_rc"
