# Kikoeru server image: the built web app and server on Node 20, ffmpeg for transcoding.
# One image serves a single instance (SQLite in /data) or one instance of a cluster (see compose.yaml and
# docs/cluster.md). scripts/check-container.mjs (run by `npm run lint`) keeps this file in step with package.json.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY packages/lyric-worker/package.json packages/lyric-worker/
COPY bench/package.json bench/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/web/package.json packages/web/
COPY --from=build /app/packages/lyric-worker/package.json packages/lyric-worker/
COPY --from=build /app/bench/package.json bench/
COPY --from=build /app/e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund -w @kikoeru/server -w @kikoeru/contract
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
ENV KIKOERU_DATA=/data \
    PORT=8888
# Owned by the user the server runs as, so a new volume mounted here is writable.
RUN mkdir /data && chown node:node /data
VOLUME /data
EXPOSE 8888
USER node
CMD ["node", "--max-semi-space-size=2", "--max-old-space-size=192", "packages/server/dist/main.js"]
