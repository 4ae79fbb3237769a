import { addChineseTexts } from "../../shared/i18n/index.ts";
import { zhCNAiLyrics } from "../../shared/i18n/locales/zh-CN.ai-lyrics.ts";

/** Imported for its effect by every entry into this feature: its Chinese texts come with its chunk. */
addChineseTexts(zhCNAiLyrics);
