import "i18next";
import type { Messages } from "./locales/zh-CN.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Messages };
  }
}
