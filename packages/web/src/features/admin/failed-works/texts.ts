import { addChineseTexts } from "../../../shared/i18n/index.ts";
import { zhCNFailedWorks } from "../../../shared/i18n/locales/zh-CN.failed-works.ts";

/** Imported for its effect by the failed-works page and the admin tabs: their Chinese texts come with them. */
addChineseTexts(zhCNFailedWorks);
