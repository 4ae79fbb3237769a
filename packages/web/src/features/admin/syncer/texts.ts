import { addChineseTexts } from "../../../shared/i18n/index.ts";
import { zhCNSyncer } from "../../../shared/i18n/locales/zh-CN.syncer.ts";
import "../texts.ts";

/** Imported for its effect by the syncer page: its Chinese texts come with its chunk. */
addChineseTexts(zhCNSyncer);
