import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers.tsx";
import { router } from "./app/router.tsx";
import { registerServiceWorker } from "./app/service-worker.ts";
import { initI18n } from "./shared/i18n/index.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");

await initI18n();
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
registerServiceWorker();
