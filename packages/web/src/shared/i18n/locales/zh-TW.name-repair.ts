import type { zhCNNameRepair } from "./zh-CN.name-repair.ts";

export const zhTWNameRepair: typeof zhCNNameRepair = {
  nameRepair: {
    menu: "修復檔名亂碼",
    title: "修復檔名亂碼",
    loading: "正在檢查檔名…",
    intro: "以下 {{count}} 個名稱按原來的編碼（GBK/Shift_JIS 等）重新解讀後更通順，將被改名：",
    listLabel: "改名清單",
    rawHint: "� 表示不是 UTF-8 的位元組：檔案清單裡已按猜測的編碼顯示，但磁碟上的名稱仍是這些位元組。",
    nothing: "沒有需要修復的檔名",
    conflictTitle: "修復後會有重名，不會改動任何檔案",
    conflictHint: "請先手動改掉其中一個名稱，再重新修復。以下名稱會被多個檔案占用：",
    conflictRow: "{{to}} ← {{from}}",
    fix: "修復 {{count}} 項",
    confirmTitle: "確認修復（1/2）",
    confirm: "將按清單重新命名 {{count}} 個檔案或資料夾，播放歷史和歌詞任務中的路徑會隨之更新。確定繼續嗎？",
    confirmAgainTitle: "再次確認（2/2）",
    confirmAgain: "改名會直接修改磁碟上的檔案。此操作可以復原：之後可在這裡恢復原來的檔名。確定修復嗎？",
    done: "檔名已修復",
    undoAvailable: "上次修復於 {{time}}，共 {{count}} 項，可以復原",
    undo: "恢復原來的檔名",
    undoTitle: "恢復原來的檔名",
    undoConfirm: "把上次修復改過的 {{count}} 個名稱恢復原狀？",
    undone: "已恢復原來的檔名",
  },
};
