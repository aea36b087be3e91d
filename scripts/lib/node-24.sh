# shellcheck shell=bash
# Node.js 24 LTS for the test tiers that run on it (scripts/test.sh). Source it (after
# lib/common.sh); do not run it.
#
#   node24_ensure   # sets NODE24_BIN to a folder whose `node` is Node $NODE24_VERSION
#
# When `node` on PATH is Node 24 already (the container image), that one. Else the npm registry's
# `node-linux-<arch>` package of that version (the official binary; npm checks its integrity),
# fetched once with `npm pack` into $VANBID_CACHE_DIR (default ~/.cache/vanbid), keeping only
# bin/node. Nothing is installed into node_modules: a `node` there would shadow every npm script's.

NODE24_VERSION=${NODE24_VERSION:-24.21.0}
NODE24_BIN=''

node24_ensure() {
  local current
  current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)
  if [ "$current" = 24 ]; then
    NODE24_BIN=$(dirname "$(command -v node)")
    return 0
  fi
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      err "no Node 24 package for this machine ($(uname -m))"
      return 1
      ;;
  esac
  local cache=${VANBID_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vanbid}
  local dir="$cache/node-v$NODE24_VERSION-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    note "fetching Node $NODE24_VERSION (npm package node-linux-$arch) into $dir"
    mkdir -p "$dir/bin" || return 1
    local scratch
    scratch=$(mktemp -d "$cache/.node-24.XXXXXX") || return 1
    if (cd "$scratch" && timeout 10m npm pack --silent "node-linux-$arch@$NODE24_VERSION" >/dev/null) &&
      tar -xzf "$scratch"/node-linux-*.tgz -C "$scratch" package/bin/node; then
      mv -f "$scratch/package/bin/node" "$dir/bin/node"
    fi
    rm -rf "$scratch"
  fi
  if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$NODE24_VERSION" ]; then
    err "Node $NODE24_VERSION could not be fetched or does not run ($dir/bin/node)"
    return 1
  fi
  NODE24_BIN="$dir/bin"
}
