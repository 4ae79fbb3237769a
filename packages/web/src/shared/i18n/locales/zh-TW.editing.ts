import type { zhCNEditing } from "./zh-CN.editing.ts";

export const zhTWEditing: typeof zhCNEditing = {
  editing: {
    menu: {
      label: "更多操作",
      edit: "編輯資訊",
      scan: "掃描本機檔案",
    },
    scan: {
      confirm: "重新讀取這個作品資料夾中的檔案？檔案本身不會被改動。",
      done: "掃描完成",
    },
    dialog: {
      title: "編輯作品資訊",
      workTitle: "標題",
      circle: "社團",
      tags: "標籤",
      vas: "聲優",
      placeholder: "輸入以搜尋，按 Enter 新增項目",
      save: "儲存",
      needVa: "聲優至少得有一個",
      duplicate: "項目已存在，無需重複新增",
      saved: "自訂 meta 成功",
      failed: "自訂 meta 失敗: {{message}}",
      lockedHint: "編輯過的欄位會被鎖定：重新掃描和重新整理中繼資料不會覆寫它們。",
    },
    locks: {
      label: "已鎖定的欄位",
      badge: "已鎖定",
      fields: { title: "標題", circle: "社團", tags: "標籤", vas: "聲優", cover: "封面" },
      unlock: "解除鎖定：下次重新整理中繼資料時恢復來源的資料",
      unlocked: "已解除鎖定",
      undo: "復原上次編輯",
      undone: "已復原上次編輯",
    },
    uncensor: {
      title: "標籤反和諧",
      description: "把 DLsite 改名後的標籤恢復為原來的名稱（依目前的標籤語言）。可以復原。",
      run: "反和諧標籤",
      confirm: "確定要將標籤名反和諧嗎？之後可以在這裡復原。",
      undo: "復原反和諧",
      undoConfirm: "確定要恢復反和諧之前的標籤名嗎？",
      done: "修改成功（{{count}} 個標籤）",
      failed: "修改失敗",
    },
    audit: {
      title: "操作紀錄",
      empty: "還沒有操作紀錄",
      when: "時間",
      who: "操作者",
      action: "操作",
      work: "作品",
      detail: "詳情",
      actions: {
        work_edit: "編輯資訊",
        work_undo: "復原編輯",
        work_unlock: "解除鎖定",
        tags_uncensor: "標籤反和諧",
        tags_uncensor_undo: "復原標籤反和諧",
      },
    },
  },
};
