# syntax=docker/dockerfile:1
# The shop in one image: the same `npm start` as on a developer machine (the compiled server,
# build/node/server.js, run by plain node),
# with the embedded database in /app/data (mount a volume there) or PostgreSQL via DATABASE_URL.
#   docker build -t bazaar-shop .
#   docker run -p 3000:3000 -v shop-data:/app/data bazaar-shop

ARG NODE_IMAGE=node:20-bookworm-slim

# ── all dependencies (the build needs Vite, Tailwind and React Router's tooling) ──
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ── production build: build/server, build/client (assets precompressed) and build/node (the server) ──
FROM deps AS build
COPY . .
RUN npm run build

# ── runtime dependencies only (the server is JavaScript: no tsx, no build tools) ──
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ── runtime ──
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --chown=root:root package.json ./
# The code stays owned by root (read-only for the app); only the data folder is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm hands SIGTERM to the server (the start script execs node), which drains and exits 0.
CMD ["npm", "start"]
