import { addChineseTexts } from "../../../shared/i18n/index.ts";
import { zhCNScanEstimate } from "../../../shared/i18n/locales/zh-CN.scan-estimate.ts";

/** Imported for its effect by the scanner page's estimate line: its Chinese texts come with it. */
addChineseTexts(zhCNScanEstimate);
