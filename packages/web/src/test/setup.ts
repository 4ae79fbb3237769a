import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { initI18n } from "../shared/i18n/index.ts";

await initI18n();
// Lazily loaded parts add their Chinese texts when they load; tests render those parts directly.
await import("../features/admin/texts.ts");
await import("../player/texts.ts");
afterEach(() => {
  cleanup();
  localStorage.clear();
});
