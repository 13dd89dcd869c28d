# syntax=docker/dockerfile:1
# Rookery's production image (issue 22, docs/OPERATIONS.md "Production build and containers"). The build stage
# installs everything and runs `npm run build` (web app + server bundles); the runtime stage has the production
# dependencies only (no TypeScript loader, bundler or test runner), runs as the unprivileged `node` user, keeps its
# data in the /data volume and answers its health check on /healthz.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Browsers come from Debian in CI, never from an install step (RULES.md "Known traps", item 2); the image needs none.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What the built server reads at run time: its bundles, the SQL migrations, the built web app (static files, the
# prerendered pages and their SSR bundle), and the launcher of `npm run admin` / `npm run seed`.
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/server/drizzle packages/server/drizzle
COPY --from=build /app/packages/web/dist packages/web/dist
COPY --from=build /app/scripts/server-command.mjs scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1 (no npm in between): the SIGTERM of `docker stop` reaches the server's graceful stop.
CMD ["node", "--enable-source-maps", "packages/server/dist/main.js"]
