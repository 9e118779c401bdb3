# The Spielraum server image: API, realtime channel, job worker and the built renderer in one process.
# Build: docker build -t spielraum .     Run several of them behind a proxy: see docs/deploy.md.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and sharp need a toolchain only when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-fund --no-audit
COPY . .
RUN npm run build && npm prune --omit=dev --no-fund --no-audit && npm install --no-save --no-fund --no-audit tsx

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
