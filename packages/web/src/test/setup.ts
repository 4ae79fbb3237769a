import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { initI18n } from "../shared/i18n/index.ts";

await initI18n();
afterEach(() => {
  cleanup();
  localStorage.clear();
});
