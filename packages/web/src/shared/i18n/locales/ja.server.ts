import type { zhCNServer } from "./zh-CN.server.ts";

export const jaServer: typeof zhCNServer = {
  socket: {
    connected: "管理画面にログインしました。",
    noToken: "No auth token",
    adminOnly: "管理画面には管理者のみログインできます。",
    badToken: "Token invalid",
  },
  scanner: {
    startedScan: "スキャンを開始しました",
    startedUpdate: "メタデータの更新を開始しました",
    startedLyricScan: "ローカルファイルのスキャンを開始しました",
    killLog: " ! スキャンプロセスを終了します。",
    lockLost: "スキャンロックが他のプロセスに引き継がれたため、このスキャンは停止しました",
    failed: "スキャンエラー: {{reason}}",
  },
  scan: {
    onlyFolders: "変化のあった {{count}} 個のフォルダーのみスキャン: {{sample}}",
    rootUnreachable:
      "ルートフォルダ「{{name}}」({{path}}) にアクセスできません（{{error}}）。スキップしました。中の作品は欠落扱いになりません",
    rootIncomplete:
      "ルートフォルダ「{{name}}」に読み取れないサブフォルダがあります（{{error}}）。中の作品は欠落扱いになりません",
    rootEmpty:
      "ルートフォルダ「{{name}}」({{path}}) が空です（ディスク未マウント？）。中の作品は欠落扱いになりません",
    fullStarted: "ローカルライブラリのスキャンを開始します",
    duplicateCode: "番号の重複: {{code}} が {{kept}} と {{dropped}} の両方にあります。前者のみ登録します",
    folder: "フォルダ {{folder}}",
    duplicateIgnored: "番号が {{kept}} と重複しているため、このフォルダは無視しました",
    foundFolders: "作品フォルダが {{count}} 件見つかりました",
    cleanupSkipped: "skipCleanup が有効です：フォルダが見つからない {{count}} 件の作品はそのままにします",
    markedMissing:
      "{{count}} 件の作品のフォルダがなくなったため、欠落としてマークしました（評価と再生履歴は保持）: {{sample}}",
    upgradeDone: "アップグレード修正が完了し、update.lock を削除しました",
    fullFinished:
      "スキャン完了: 更新 {{updated}} 件、追加 {{added}} 件、スキップ {{skipped}} 件、失敗 {{failed}} 件、欠落 {{missing}} 件。",
    updateStarted: "作品のメタデータを更新します（{{count}} 件）",
    fileScanStarted: "作品内のファイルの変化をスキャンします（{{count}} 件）",
    partialFinished: "スキャン完了: 更新 {{updated}} 件、失敗 {{failed}} 件、スキップ {{skipped}} 件。",
    progress: "スキャンの進捗：{{processed}}/{{total}}",
    filesUpdated: "ファイル一覧または歌詞の状態を更新しました",
    folderMissing: "フォルダ {{folder}} が存在しないか、アクセスできません",
    taskFailed: "処理失敗: {{reason}}",
    unknownReason: "原因不明",
    newWork: "新しい作品: {{folder}}",
    workMoved: "作品フォルダの場所: {{folder}}（元 {{previous}}）",
    filesChanged: "作品のファイルが変わったため、ファイル一覧を更新します",
    metadataFrom: "メタデータの取得元 {{source}}: {{title}}",
    localMetadata: "ローカルのメタデータファイル",
    metadataFailed: "メタデータの取得に失敗しました: {{reason}}",
    coverDownloaded: "カバーをダウンロードしました",
    noDlsiteCover: "DLsite にこの作品のカバーがありません",
    coverFailed: "カバーのダウンロードに失敗しました: {{reason}}",
    localCover: "カバーは作品フォルダ内の {{path}} から取得しました",
  },
  metadata: {
    noWorkData: "{{url}} に {{code}} のデータがありません",
    noWork: "{{url}} にこの作品がありません",
    pageUnparsed: "作品ページ {{url}} からタグや声優を読み取れませんでした",
    notOnDlsite: "DLsite はこの番号の作品を提供していません",
    dynamicFailed: "DLsite の販売数と評価の取得に失敗しました: {{reason}}",
    pageFailed: "DLsite の作品ページに失敗しました（{{reason}}）。product.json を使います",
    noTitle: "{{url}} にこの作品のタイトルがありません",
    hvdbVas: "声優情報は HVDB から: {{vas}}",
    hvdbFailed: "HVDB からの声優の取得に失敗しました: {{reason}}",
    httpStatus: "{{url}} が HTTP {{status}} を返しました",
    badJson: "{{url}} の応答は有効な JSON ではありません",
    originRefused: "設定されていないアドレス {{origin}} へのアクセスは許可されていません",
    unreachable: "{{url}} にアクセスできません（{{attempts}} 回試行）：{{reason}}",
  },
  watch: {
    started:
      "{{count}} 個のルートフォルダーとその中の {{works}} 個の作品フォルダーを監視中。追加・変更された作品は自動でスキャンされます",
    stopped: "フォルダー監視をオフにしました",
    changed: "変化を検出: {{folder}}",
    settling: "{{folder}} は書き込み中です。書き込みが終わってからスキャンします",
    queued: "スキャン実行中のため、変化のあった {{count}} 個のフォルダーは終了後にスキャンします",
    limit:
      "ファイル監視数がシステムの上限に達し（{{code}}）、一部のフォルダーを監視できません。設定済みの監視は続き、加えて {{seconds}} 秒ごとに差分スキャンします。fs.inotify.max_user_watches を増やしてサーバーを再起動するとすべて監視されます",
    tooMany:
      "ライブラリのフォルダーがサーバーで監視できる数（メモリの制約により最大 {{folders}} 個）を超えています。設定済みの監視は続き、残りのフォルダーは {{seconds}} 秒ごとに差分スキャンします",
    network:
      "ルートフォルダー「{{name}}」はネットワークまたは FUSE ファイルシステム（{{fs}}）上にあり、変更通知が届きません。{{seconds}} 秒ごとの差分スキャンに切り替えました",
    failed:
      "ルートフォルダーを監視できません（{{reason}}）。{{seconds}} 秒ごとの差分スキャンに切り替えました",
    rootMissing:
      "ルートフォルダー「{{name}}」がありません（ディスク未マウント？）。現れたら自動で監視を始めます",
    periodic: "監視できない {{count}} 個のルートフォルダーを定期差分スキャン",
  },
  sidecar: {
    badJson: "{{file}} は有効な JSON ではありません: {{reason}}",
    invalid: "{{file}} が無効です（{{detail}}）",
  },
};
