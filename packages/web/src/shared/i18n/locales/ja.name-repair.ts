import type { zhCNNameRepair } from "./zh-CN.name-repair.ts";

export const jaNameRepair: typeof zhCNNameRepair = {
  nameRepair: {
    menu: "ファイル名の文字化けを修復",
    title: "ファイル名の文字化けを修復",
    loading: "ファイル名を確認しています…",
    intro:
      "次の {{count}} 件は元のエンコーディング（GBK・Shift_JIS など）で読み直すと自然になるため、名前を変更します：",
    listLabel: "変更の一覧",
    rawHint:
      "� は UTF-8 ではないバイトです。ファイル一覧では推測したエンコーディングで表示していますが、ディスク上の名前はこのバイトのままです。",
    nothing: "修復が必要なファイル名はありません",
    conflictTitle: "修復すると名前が重複するため、何も変更しません",
    conflictHint: "どれか一つを手動で変更してから、もう一度修復してください。次の名前が重複します：",
    conflictRow: "{{to}} ← {{from}}",
    fix: "{{count}} 件を修復",
    confirmTitle: "修復の確認（1/2）",
    confirm:
      "一覧のとおり {{count}} 件のファイル・フォルダの名前を変更し、再生履歴と歌詞タスクのパスも更新します。続けますか？",
    confirmAgainTitle: "最終確認（2/2）",
    confirmAgain:
      "ディスク上のファイル名を直接変更します。この操作は取り消せます：あとでここから元の名前に戻せます。修復しますか？",
    done: "ファイル名を修復しました",
    undoAvailable: "前回の修復（{{time}}、{{count}} 件）は取り消せます",
    undo: "元のファイル名に戻す",
    undoTitle: "元のファイル名に戻す",
    undoConfirm: "前回の修復で変更した {{count}} 件の名前を元に戻しますか？",
    undone: "元のファイル名に戻しました",
  },
};
