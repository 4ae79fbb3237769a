import type { Messages } from "./zh-CN.ts";
import { zhTWAdmin } from "./zh-TW.admin.ts";
import { zhTWAiLyrics } from "./zh-TW.ai-lyrics.ts";
import { zhTWEditing } from "./zh-TW.editing.ts";
import { zhTWErrors } from "./zh-TW.errors.ts";
import { zhTWFailedWorks } from "./zh-TW.failed-works.ts";
import { zhTWFileEdits } from "./zh-TW.file-edits.ts";
import { zhTWImport } from "./zh-TW.import.ts";
import { zhTWLibrary } from "./zh-TW.library.ts";
import { zhTWListening } from "./zh-TW.listening.ts";
import { zhTWNameRepair } from "./zh-TW.name-repair.ts";
import { zhTWPlayer } from "./zh-TW.player.ts";
import { zhTWScanEstimate } from "./zh-TW.scan-estimate.ts";
import { zhTWSyncer } from "./zh-TW.syncer.ts";
import { zhTWWatch } from "./zh-TW.watch.ts";

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
  about: {
    title: "關於",
    intro: "Kikoeru 是一個自架的同人音聲庫與播放器，相容 kikoeru 的各個用戶端。",
    version: "目前版本：{{version}}",
    iosTitle: "iOS 17.3 及以上版本的提示",
    iosWarning:
      "從 iOS 17.3 起，Safari 在背景無法自動連續播放下一首音訊。需要連續播放時，請讓頁面保持在前景。",
    links: {
      apiDocs: "API 文件",
      kikoeruServer: "kikoeru 原版伺服器",
      kikoeruWeb: "kikoeru 原版網頁介面",
      aiTranslation: "AI 翻譯工具",
    },
    descriptions: {
      apiDocs: "本伺服器的全部介面（OpenAPI），可在瀏覽器中直接試用",
      kikoeruServer: "本伺服器相容它的 API，它的各個用戶端可以直接連線本伺服器",
      kikoeruWeb: "kikoeru 的網頁介面，同樣可以連線本伺服器",
      aiTranslation: "為音訊產生並翻譯字幕的工作程式，可以領取本伺服器的 AI 歌詞任務",
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
  ...zhTWErrors,
  ...zhTWFailedWorks,
  ...zhTWImport,
  ...zhTWScanEstimate,
  ...zhTWWatch,
  ...zhTWListening,
  ...zhTWAdmin,
  ...zhTWPlayer,
  ...zhTWSyncer,
  ...zhTWAiLyrics,
};
