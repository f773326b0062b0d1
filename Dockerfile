# syntax=docker/dockerfile:1
# Self-hosting image: Next's standalone output (only the server files a page needs) behind the site's own
# front (scripts/start.mjs: response cache, timeouts), with the embedded content and SQLite database unless
# PRISMIC_REPOSITORY_NAME / DATABASE_URL / REDIS_URL say otherwise (.env.example). The request hook that keeps
# visitors safe (identity, screening, security headers, CSP) is the app's own and runs here as anywhere.
#   docker build -t quillio-website .
#   docker run -p 3000:3000 -e SITE_URL=https://www.example.com -v quillio-data:/app/.data quillio-website
# SITE_URL is required: the server refuses to start without the site's public address.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
# Exactly the lock file's packages; npm's download cache outlives the layer (BuildKit), so a changed lock file
# fetches only what changed.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
# The public address the prerendered pages name (`--build-arg SITE_URL=https://www.example.com`); a container started
# with another SITE_URL renders them again on first request rather than name this one.
ARG SITE_URL
RUN node scripts/build.mjs

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/app/.data
# The traced server (its own node_modules), then what it reads from disk at run time. Everything belongs to
# root but what the server writes: regenerated pages and optimized images (.next) and the database (.data).
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/content ./content
COPY --from=build /app/customtypes ./customtypes
COPY --from=build /app/scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/src/server/security/*.mjs ./src/server/security/
COPY --from=build /app/src/server/front/*.mjs ./src/server/front/
COPY --from=build /app/src/server/observability/*.mjs ./src/server/observability/
COPY --from=build /app/src/server/lifecycle.mjs ./src/server/lifecycle.mjs
COPY --from=build /app/src/config/hosting.mjs ./src/config/hosting.mjs
RUN mkdir -p .data .next/cache .next/server/route-cache && chown -R node:node .data .next/cache .next/server/app .next/server/route-cache
USER node
EXPOSE 3000
VOLUME ["/app/.data"]
# Liveness: the server answers. /api/ready also says whether the database and the content can be read.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
