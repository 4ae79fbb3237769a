import type { Messages } from "./zh-CN.ts";

export const zhTW: Messages = {
  app: {
    name: "Kikoeru",
  },
  common: {
    language: "介面語言",
    toggleColorScheme: "切換夜間模式",
    close: "關閉",
    loading: "載入中…",
    retry: "重試",
    loadFailed: "載入失敗",
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
  works: {
    title: "所有作品",
    comingSoon: "作品庫檢視即將推出。",
  },
  notFound: {
    title: "頁面不存在",
    description: "你造訪的頁面不存在或已被移動。",
    home: "返回首頁",
  },
};
