import { addChineseTexts } from "../../shared/i18n/index.ts";
import { zhCNListening } from "../../shared/i18n/locales/zh-CN.listening.ts";

/** Imported for its effect by the work page's listening parts: their Chinese texts come with its chunk. */
addChineseTexts(zhCNListening);
