import type { Messages } from "./zh-CN.ts";

export const ja: Messages = {
  app: {
    name: "Kikoeru",
  },
  common: {
    language: "表示言語",
    toggleColorScheme: "ダークモード切り替え",
    close: "閉じる",
    loading: "読み込み中…",
    retry: "再試行",
    loadFailed: "読み込みに失敗しました",
  },
  auth: {
    subtitle: "ログインしてライブラリにアクセス",
    username: "ユーザー名",
    password: "パスワード",
    submit: "ログイン",
    usernameTooShort: "ユーザー名は5文字以上で入力してください",
    passwordTooShort: "パスワードは5文字以上で入力してください",
    loginSuccess: "ログインしました。",
  },
  works: {
    title: "すべての作品",
    comingSoon: "ライブラリ表示は近日公開予定です。",
  },
  notFound: {
    title: "ページが見つかりません",
    description: "お探しのページは存在しないか、移動した可能性があります。",
    home: "ホームへ戻る",
  },
};
