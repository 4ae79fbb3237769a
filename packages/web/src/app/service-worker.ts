import i18n from "i18next";
import { notify } from "../shared/notify.ts";

/** Spec 1 §2: the update notice stays 10 s; the page reloads when it goes. */
const updateNoticeMs = 10_000;
/** How often an open page asks whether a new build was installed on the server. */
const updateCheckMs = 60 * 60 * 1000;

export interface ServiceWorkerSetup {
  container: ServiceWorkerContainer | undefined;
  /** Only production builds have a worker to register. */
  enabled: boolean;
  reload: () => void;
}

const browserSetup = (): ServiceWorkerSetup => ({
  container: navigator.serviceWorker,
  enabled: import.meta.env.PROD,
  reload: () => window.location.reload(),
});

/**
 * Registers the service worker of production builds. When a new build's worker takes over a page an older
 * one controlled, says 版本已更新 with a refresh action for 10 s and reloads when the notice goes.
 */
export function registerServiceWorker(setup: ServiceWorkerSetup = browserSetup()): void {
  const { container, enabled } = setup;
  if (!enabled || !container) return;
  const updating = container.controller !== null;
  let announced = false;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    setup.reload();
  };
  container.addEventListener("controllerchange", () => {
    if (!updating || announced) return;
    announced = true;
    notify.info(i18n.t("app.updated"), {
      durationMs: updateNoticeMs,
      action: { label: i18n.t("app.refresh"), run: reload },
      onClose: reload,
    });
  });
  container.register("/sw.js").then(
    (registration) => setInterval(() => void registration.update().catch(() => undefined), updateCheckMs),
    (error: unknown) => console.warn("service worker registration failed", error),
  );
}
