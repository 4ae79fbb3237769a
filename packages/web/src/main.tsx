import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { removeBootShellOnceShown } from "./app/boot-shell.ts";
import { Providers, queryClient } from "./app/providers.tsx";
import { preloadFirstPage, router } from "./app/router.tsx";
import { registerServiceWorker } from "./app/service-worker.ts";
import { currentUserQuery } from "./features/auth/api.ts";
import { initI18n } from "./shared/i18n/index.ts";
import { useSession } from "./shared/session.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");

// The built index.html loads the stylesheet as print-only so it does not delay the boot shell's first paint.
const styles = document.querySelector<HTMLLinkElement>("link[data-app-styles]");
const stylesReady = new Promise((resolve) => {
  if (!styles || styles.sheet) return resolve(undefined);
  styles.addEventListener("load", resolve, { once: true });
  styles.addEventListener("error", resolve, { once: true });
});
if (styles) styles.media = "all";

// The session check and the first page load side by side, while the texts are set up.
void queryClient.prefetchQuery(currentUserQuery(useSession.getState().token));
preloadFirstPage(queryClient, window.location);
await Promise.all([initI18n(), stylesReady]);
removeBootShellOnceShown(root);
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
// The worker's install downloads every file of the build: on a slow network it must not compete with the
// first page, so it waits for the page to load and the browser to be idle.
const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => registerServiceWorker());
if (document.readyState === "complete") whenIdle();
else window.addEventListener("load", whenIdle, { once: true });
