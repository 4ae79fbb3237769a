import type { zhCNErrors } from "./zh-CN.errors.ts";

export const jaErrors: typeof zhCNErrors = {
  network: {
    offline: "サーバーに接続できません。ネットワークとサーバーが動いているかを確認してください。",
    unavailable: "サーバーが一時的に応答しません（HTTP {{status}}）。しばらくしてから再試行してください。",
    status: "リクエストに失敗しました（HTTP {{status}}）。",
    pageFailed: "ページを読み込めませんでした",
    reload: "再読み込み",
  },
  playback: {
    offline: "「{{title}}」を再生できません：サーバーに接続できません。",
    notFound: "「{{title}}」を再生できません：サーバーにファイルが見つかりません（404）。",
    forbidden: "「{{title}}」を再生できません：このファイルへのアクセス権がありません（403）。",
    unauthorized: "「{{title}}」を再生できません：ログインの有効期限が切れました。再度ログインしてください。",
    server: "「{{title}}」を再生できません：サーバーエラー（HTTP {{status}}）。",
    decode: "「{{title}}」を再生できません：ファイルが壊れていてデコードできません。",
    unsupported: "「{{title}}」を再生できません：ブラウザがこの音声形式に対応していません。",
    network: "「{{title}}」の再生中にネットワークが切断されました。",
  },
};
