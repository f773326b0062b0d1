# Self-hosting image: Next's standalone output (only the server files a page needs) behind the site's own
# front (scripts/start.mjs: security headers, CSP, timeouts, compression), with the embedded content and
# SQLite database unless PRISMIC_REPOSITORY_NAME / DATABASE_URL / REDIS_URL say otherwise (.env.example).
#   docker build -t learnwell-website .
#   docker run -p 3000:3000 -v learnwell-data:/app/.data learnwell-website
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN node node_modules/next/dist/bin/next build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/app/.data
# The traced server (its own node_modules), then what it reads from disk at run time.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/content ./content
COPY --from=build /app/customtypes ./customtypes
COPY --from=build /app/scripts/start.mjs ./scripts/start.mjs
COPY --from=build /app/src/server/security/*.mjs ./src/server/security/
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
VOLUME ["/app/.data"]
CMD ["node", "scripts/start.mjs"]
