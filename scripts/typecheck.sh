#!/usr/bin/env bash
# `npm run typecheck`: the three TypeScript programs (the packages with the API, the web app, the
# browser tests) checked by TypeScript 7 (`typescript-7`, the native compiler), which finds the same
# errors as TypeScript 6 in a fifth of its CPU time. Single-threaded: its parallel checkers each
# check the shared types again, twice the CPU for a faster wall clock on an idle machine only.
# TypeScript 6 (`typescript`) stays for the tools that use its JavaScript API (dependency-cruiser,
# the OpenAPI document's test) and for editors; `npx tsc` is TypeScript 6.
set -euo pipefail
cd "$(dirname "$0")/.."
tsc7=(node node_modules/typescript-7/bin/tsc --singleThreaded)
"${tsc7[@]}" -p tsconfig.json
"${tsc7[@]}" -p apps/web/tsconfig.json
"${tsc7[@]}" -p e2e/tsconfig.json
