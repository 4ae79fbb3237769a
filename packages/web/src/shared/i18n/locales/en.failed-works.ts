import type { zhCNFailedWorks } from "./zh-CN.failed-works.ts";

export const enFailedWorks: typeof zhCNFailedWorks = {
  failedWorks: {
    tab: "Failed",
    title: "Works whose metadata could not be fetched",
    hint: "These works' details could not be fetched from DLsite or the other sites, so they show “0 yen”, “N/A” and a grey cover. Retry them one by one, or rescan to retry them all.",
    retry: "Retry",
    retryAll: "Retry all",
    scanStarted: "A scan has started; it fetches the metadata of every failed work again.",
    viewScan: "View progress",
    fixed: "Fetched the metadata of {{code}}.",
    empty: "No work is missing its metadata.",
    noReason: "The recent scan logs record no reason.",
    more: "Showing the first {{shown}} of {{total}}.",
  },
};
