import { addChineseTexts } from "../../shared/i18n/index.ts";
import { zhCNAdmin } from "../../shared/i18n/locales/zh-CN.admin.ts";

/** Imported for its effect by every entry into the admin chunks: their Chinese texts come with them. */
addChineseTexts(zhCNAdmin);
