import type { zhCNEditing } from "./zh-CN.editing.ts";

export const jaEditing: typeof zhCNEditing = {
  editing: {
    menu: {
      label: "その他の操作",
      edit: "情報を編集",
      scan: "ローカルファイルをスキャン",
    },
    scan: {
      confirm: "この作品フォルダのファイルを読み直しますか？ファイル自体は変更されません。",
      done: "スキャンが完了しました",
    },
    dialog: {
      title: "作品情報の編集",
      workTitle: "タイトル",
      circle: "サークル",
      tags: "タグ",
      vas: "声優",
      placeholder: "入力して検索、Enter で新規追加",
      save: "保存",
      needVa: "声優は少なくとも 1 人必要です",
      duplicate: "すでに追加されています",
      saved: "メタデータを保存しました",
      failed: "メタデータの保存に失敗しました: {{message}}",
      lockedHint: "編集した項目はロックされ、再スキャンやメタデータ更新で上書きされません。",
    },
    locks: {
      label: "ロック中の項目",
      badge: "ロック中",
      fields: { title: "タイトル", circle: "サークル", tags: "タグ", vas: "声優", cover: "カバー" },
      unlock: "ロック解除：次回のメタデータ更新で取得元の値に戻ります",
      unlocked: "ロックを解除しました",
      undo: "前回の編集を元に戻す",
      undone: "前回の編集を元に戻しました",
    },
    uncensor: {
      title: "タグ名の復元",
      description: "DLsite で改名されたタグを以前の名前に戻します（現在のタグ言語）。元に戻せます。",
      run: "タグ名を復元",
      confirm: "タグ名を以前の名前に戻しますか？あとでここから元に戻せます。",
      undo: "復元を取り消す",
      undoConfirm: "復元前のタグ名に戻しますか？",
      done: "変更しました（{{count}} 件のタグ）",
      failed: "変更に失敗しました",
    },
    audit: {
      title: "操作履歴",
      empty: "操作履歴はまだありません",
      when: "日時",
      who: "操作者",
      action: "操作",
      work: "作品",
      detail: "詳細",
      actions: {
        work_edit: "情報を編集",
        work_undo: "編集を元に戻す",
        work_unlock: "ロック解除",
        tags_uncensor: "タグ名の復元",
        tags_uncensor_undo: "タグ名の復元を取り消し",
      },
    },
  },
};
