import { jaAdmin } from "./ja.admin.ts";
import { jaAiLyrics } from "./ja.ai-lyrics.ts";
import { jaEditing } from "./ja.editing.ts";
import { jaErrors } from "./ja.errors.ts";
import { jaFailedWorks } from "./ja.failed-works.ts";
import { jaFileEdits } from "./ja.file-edits.ts";
import { jaImport } from "./ja.import.ts";
import { jaLibrary } from "./ja.library.ts";
import { jaListening } from "./ja.listening.ts";
import { jaNameRepair } from "./ja.name-repair.ts";
import { jaPlayer } from "./ja.player.ts";
import { jaScanEstimate } from "./ja.scan-estimate.ts";
import { jaSyncer } from "./ja.syncer.ts";
import { jaWatch } from "./ja.watch.ts";
import type { Messages } from "./zh-CN.ts";

export const ja: Messages = {
  app: {
    name: "Kikoeru",
    updated: "新しいバージョンに更新されました",
    refresh: "再読み込み",
  },
  common: {
    language: "表示言語",
    toggleColorScheme: "ダークモード切り替え",
    close: "閉じる",
    loading: "読み込み中…",
    retry: "再試行",
    loadFailed: "読み込みに失敗しました",
    cancel: "キャンセル",
    confirm: "OK",
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
  header: {
    menu: "メニュー",
    back: "戻る",
    search: "検索",
    searchPlaceholder: "作品・サークル・声優・タグを検索…",
    advancedHint: "詳細検索へ（複数キーワード対応）",
    clear: "クリア",
  },
  nav: {
    fullScreenPlayer: "ビッグピクチャー",
    sleepTimer: "スリープタイマー",
    label: "ナビゲーション",
    library: "ライブラリ",
    search: "詳細検索",
    favourites: "お気に入り",
    circles: "サークル",
    tags: "タグ",
    vas: "声優",
    translations: "翻訳タスク",
    settings: "設定",
    about: "このアプリについて",
    random: "おまかせ再生",
    randomEmpty: "ライブラリに作品がありません",
    darkMode: "ダークモード",
    changePassword: "パスワード変更",
    logout: "ログアウト",
    logoutTitle: "ログアウト",
    logoutConfirm: "ログアウトしますか？続けて使うには再度ログインが必要です。",
  },
  time: {
    hoursMinutes: "{{hours}}時間{{minutes}}分",
    minutesSeconds: "{{minutes}}分{{seconds}}秒",
    seconds: "{{seconds}}秒",
  },
  about: {
    title: "このアプリについて",
    intro:
      "Kikoeru は同人音声のためのセルフホスト型ライブラリ兼プレーヤーで、kikoeru の各クライアントと互換性があります。",
    version: "バージョン：{{version}}",
    iosTitle: "iOS 17.3 以降をお使いの方へ",
    iosWarning:
      "iOS 17.3 以降の Safari では、バックグラウンドで次のトラックが自動再生されません。続けて再生するときはページを前面に表示したままにしてください。",
    links: {
      apiDocs: "API ドキュメント",
      kikoeruServer: "kikoeru（オリジナル）のサーバー",
      kikoeruWeb: "kikoeru（オリジナル）の Web 画面",
      aiTranslation: "AI 翻訳ツール",
    },
    descriptions: {
      apiDocs: "このサーバーのすべての API（OpenAPI）。ブラウザーでそのまま試せます",
      kikoeruServer: "このサーバーはその API と互換性があり、各クライアントからそのまま接続できます",
      kikoeruWeb: "kikoeru の Web 画面。このサーバーにも接続できます",
      aiTranslation: "音声の字幕を生成・翻訳するワーカー。このサーバーの AI 歌詞タスクを受け取れます",
    },
  },
  notFound: {
    title: "ページが見つかりません",
    description: "お探しのページは存在しないか、移動した可能性があります。",
    home: "ホームへ戻る",
  },
  ...jaLibrary,
  ...jaEditing,
  ...jaFileEdits,
  ...jaNameRepair,
  ...jaErrors,
  ...jaFailedWorks,
  ...jaImport,
  ...jaScanEstimate,
  ...jaWatch,
  ...jaListening,
  ...jaAdmin,
  ...jaPlayer,
  ...jaSyncer,
  ...jaAiLyrics,
};
