import { addChineseTexts } from "../../../shared/i18n/index.ts";
import { zhCNImport } from "../../../shared/i18n/locales/zh-CN.import.ts";

/** Imported for its effect by the import page and the admin tabs: their Chinese texts come with them. */
addChineseTexts(zhCNImport);
