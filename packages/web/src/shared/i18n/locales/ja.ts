import { jaAdmin } from "./ja.admin.ts";
import { jaEditing } from "./ja.editing.ts";
import { jaFileEdits } from "./ja.file-edits.ts";
import { jaLibrary } from "./ja.library.ts";
import { jaNameRepair } from "./ja.name-repair.ts";
import { jaPlayer } from "./ja.player.ts";
import { jaSyncer } from "./ja.syncer.ts";
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
  placeholder: {
    translationsTitle: "翻訳タスク",
    comingSoon: "この機能は準備中です。お楽しみに",
  },
  about: {
    title: "このアプリについて",
    intro:
      "Kikoeru は同人音声のためのセルフホスト型ライブラリ兼プレーヤーで、kikoeru の各クライアントと互換性があります。",
    version: "バージョン：{{version}}",
    iosTitle: "iOS 17.3 以降をお使いの方へ",
    iosWarning:
      "iOS 17.3 以降の Safari では、バックグラウンドで次のトラックが自動再生されません。快適なバックグラウンド再生には下記の iOS ネイティブアプリをおすすめします。",
    links: {
      backend: "バックエンドのリポジトリ",
      frontend: "フロントエンドのリポジトリ",
      aiTranslation: "AI 翻訳のリポジトリ",
      containerImage: "コンテナイメージ",
      windowsPackage: "Windows 用ローカル実行パッケージ",
      iosBeta: "iOS アプリ（TestFlight ベータ版）",
      iosDocs: "iOS アプリのドキュメント",
    },
    descriptions: {
      backend: "サーバーと API のソースコード",
      frontend: "Web 画面のソースコード",
      aiTranslation: "音声の字幕を生成・翻訳する AI ツール",
      containerImage: "Docker でデプロイ",
      windowsPackage: "インストール不要で Windows 上で実行",
      iosBeta: "TestFlight でテストに参加（バックグラウンド連続再生対応）",
      iosDocs: "",
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
  ...jaAdmin,
  ...jaPlayer,
  ...jaSyncer,
};
