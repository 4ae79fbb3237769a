import type { zhCNErrors } from "./zh-CN.errors.ts";

export const zhTWErrors: typeof zhCNErrors = {
  network: {
    offline: "無法連線到伺服器，請檢查網路或伺服器是否正在執行。",
    unavailable: "伺服器暫時無法回應（HTTP {{status}}），請稍後再試。",
    status: "請求失敗（HTTP {{status}}）。",
    pageFailed: "頁面載入失敗",
    reload: "重新載入",
  },
  playback: {
    offline: "無法播放「{{title}}」：連不上伺服器。",
    notFound: "無法播放「{{title}}」：伺服器上找不到這個檔案（404）。",
    forbidden: "無法播放「{{title}}」：沒有權限存取這個檔案（403）。",
    unauthorized: "無法播放「{{title}}」：登入已過期，請重新登入。",
    server: "無法播放「{{title}}」：伺服器出錯（HTTP {{status}}）。",
    decode: "無法播放「{{title}}」：檔案已損毀，無法解碼。",
    unsupported: "無法播放「{{title}}」：瀏覽器不支援這種音訊格式。",
    network: "播放「{{title}}」時網路中斷。",
  },
};
