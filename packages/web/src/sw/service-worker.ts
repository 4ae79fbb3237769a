/// <reference lib="webworker" />
/**
 * The app's service worker. Each build writes its own copy (see `service-worker-plugin.ts`), so a new build
 * is a new worker: it caches that build's files, takes over at once, and the page announces the update.
 * The API and socket.io always go to the network; pages fall back to the cached app when offline.
 */

/** Replaced at build time: the build's id and its files (paths under the web root). */
declare const __KIKOERU_BUILD__: { id: string; files: string[] };

const worker = self as unknown as ServiceWorkerGlobalScope;
const build = __KIKOERU_BUILD__;
const cacheName = `kikoeru-${build.id}`;
const networkOnly = /^\/(api|socket\.io)(\/|$)/;

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(["/", ...build.files.map((file) => `/${file}`)]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("kikoeru-") && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const app = await caches.match("/", { cacheName });
    if (app) return app;
    throw error;
  }
}

async function cachedFirst(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName })) ?? fetch(request);
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin || networkOnly.test(url.pathname))
    return;
  event.respondWith(request.mode === "navigate" ? navigate(request) : cachedFirst(request));
});
