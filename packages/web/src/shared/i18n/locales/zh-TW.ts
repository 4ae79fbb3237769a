import type { Messages } from "./zh-CN.ts";
import { zhTWAdmin } from "./zh-TW.admin.ts";
import { zhTWEditing } from "./zh-TW.editing.ts";
import { zhTWFileEdits } from "./zh-TW.file-edits.ts";
import { zhTWLibrary } from "./zh-TW.library.ts";
import { zhTWNameRepair } from "./zh-TW.name-repair.ts";
import { zhTWPlayer } from "./zh-TW.player.ts";
import { zhTWSyncer } from "./zh-TW.syncer.ts";

export const zhTW: Messages = {
  app: {
    name: "Kikoeru",
    updated: "版本已更新",
    refresh: "重新整理",
  },
  common: {
    language: "介面語言",
    toggleColorScheme: "切換夜間模式",
    close: "關閉",
    loading: "載入中…",
    retry: "重試",
    loadFailed: "載入失敗",
    cancel: "取消",
    confirm: "確定",
  },
  auth: {
    subtitle: "登入以存取你的音聲庫",
    username: "使用者名稱",
    password: "密碼",
    submit: "登入",
    usernameTooShort: "使用者名稱長度至少為 5",
    passwordTooShort: "密碼長度至少為 5",
    loginSuccess: "登入成功.",
  },
  header: {
    menu: "選單",
    back: "返回",
    search: "搜尋",
    searchPlaceholder: "搜尋作品、社團、聲優、標籤…",
    advancedHint: "點此進入聚合搜尋，支援多關鍵字搜尋",
    clear: "清除",
  },
  nav: {
    fullScreenPlayer: "大圖模式",
    sleepTimer: "睡眠定時",
    label: "導覽",
    library: "媒體庫",
    search: "聚合搜尋",
    favourites: "我的收藏",
    circles: "社團",
    tags: "標籤",
    vas: "聲優",
    translations: "翻譯任務",
    settings: "設定",
    about: "關於",
    random: "隨心聽",
    randomEmpty: "音聲庫裡還沒有作品",
    darkMode: "夜間模式",
    changePassword: "修改密碼",
    logout: "登出",
    logoutTitle: "登出",
    logoutConfirm: "是否登出？登出後需要重新登入才能繼續使用。",
  },
  time: {
    hoursMinutes: "{{hours}}小時{{minutes}}分鐘",
    minutesSeconds: "{{minutes}}分鐘{{seconds}}秒",
    seconds: "{{seconds}}秒",
  },
  placeholder: {
    translationsTitle: "翻譯任務",
    comingSoon: "功能尚未實作，敬請期待",
  },
  about: {
    title: "關於",
    intro: "Kikoeru 是一個自架的同人音聲庫與播放器，相容 kikoeru 的各個用戶端。",
    version: "目前版本：{{version}}",
    iosTitle: "iOS 17.3 及以上版本的提示",
    iosWarning:
      "自 iOS 17.3 起，Safari 在背景無法自動連續播放下一首音訊。建議使用下方的 iOS 原生用戶端以獲得完整的背景播放體驗。",
    links: {
      backend: "後端儲存庫",
      frontend: "前端儲存庫",
      aiTranslation: "AI 翻譯儲存庫",
      containerImage: "容器映像",
      windowsPackage: "Windows 本機執行套件",
      iosBeta: "iOS 用戶端（TestFlight 測試版）",
      iosDocs: "iOS 用戶端使用文件",
    },
    descriptions: {
      backend: "伺服器與 API 的原始碼",
      frontend: "網頁介面的原始碼",
      aiTranslation: "為音訊產生並翻譯字幕的 AI 工具",
      containerImage: "使用 Docker 部署",
      windowsPackage: "在 Windows 上免安裝即可執行",
      iosBeta: "透過 TestFlight 參與測試，支援背景連續播放",
      iosDocs: "",
    },
  },
  notFound: {
    title: "頁面不存在",
    description: "你造訪的頁面不存在或已被移動。",
    home: "返回首頁",
  },
  ...zhTWLibrary,
  ...zhTWEditing,
  ...zhTWFileEdits,
  ...zhTWNameRepair,
  ...zhTWAdmin,
  ...zhTWPlayer,
  ...zhTWSyncer,
};
