import { addChineseTexts } from "../../../shared/i18n/index.ts";
import { zhCNWatch } from "../../../shared/i18n/locales/zh-CN.watch.ts";

/** Imported for its effect by the watch panel and the watch notice: their Chinese texts come with them. */
addChineseTexts(zhCNWatch);
