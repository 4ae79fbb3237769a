import { addChineseTexts } from "../shared/i18n/index.ts";
import { zhCNPlayer } from "../shared/i18n/locales/zh-CN.player.ts";

/** Imported for its effect by every entry into the player's lazily loaded code: its Chinese texts come with it. */
addChineseTexts(zhCNPlayer);
