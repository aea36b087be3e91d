# shellcheck shell=bash
# Shared helpers for the test harness. Source it; do not run it.

if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
  _C_RED=$'\033[1;31m' _C_YEL=$'\033[1;33m' _C_BLU=$'\033[1;34m' _C_DIM=$'\033[2m' _C_OFF=$'\033[0m'
else
  _C_RED='' _C_YEL='' _C_BLU='' _C_DIM='' _C_OFF=''
fi

is_ci() { [ "${CI:-}" = "true" ] || [ "${CI:-}" = "1" ]; }

log() { printf '%s==>%s %s\n' "$_C_BLU" "$_C_OFF" "$*"; }
note() { printf '%s    %s%s\n' "$_C_DIM" "$*" "$_C_OFF"; }
warn() { printf '%sWARNING:%s %s\n' "$_C_YEL" "$_C_OFF" "$*" >&2; }
err() { printf '%sERROR:%s %s\n' "$_C_RED" "$_C_OFF" "$*" >&2; }

# A banner that cannot be missed in a scrolling log.
loud() {
  local line='!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
  {
    printf '%s%s\n' "$_C_RED" "$line"
    local m
    for m in "$@"; do printf '!!! %s\n' "$m"; done
    printf '%s%s\n' "$line" "$_C_OFF"
  } >&2
}

# Run a command as root: directly when we are root, else through sudo (never prompting in CI).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    if is_ci; then sudo -n "$@"; else sudo "$@"; fi
  else
    err "need root for: $* (not root and no sudo)"
    return 1
  fi
}

# apt_install PKG...: apt-get update && apt-get install -y PKG... (time-boxed, waits for the dpkg lock).
apt_install() {
  if ! command -v apt-get >/dev/null 2>&1; then
    err "apt-get not found: cannot install $* on this system"
    return 1
  fi
  local apt_timeout=${APT_TIMEOUT:-15m}
  log "Installing with apt: $*"
  as_root timeout "$apt_timeout" env DEBIAN_FRONTEND=noninteractive \
    apt-get -o DPkg::Lock::Timeout=600 -qq update ||
    { err "apt-get update failed"; return 1; }
  as_root timeout "$apt_timeout" env DEBIAN_FRONTEND=noninteractive \
    apt-get -o DPkg::Lock::Timeout=600 -y -qq install "$@" ||
    { err "apt-get install $* failed"; return 1; }
}

# free_port: print a TCP port that is free on 127.0.0.1 right now.
free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
