import type { zhCNNameRepair } from "./zh-CN.name-repair.ts";

export const enNameRepair: typeof zhCNNameRepair = {
  nameRepair: {
    menu: "Fix garbled file names",
    title: "Fix garbled file names",
    loading: "Checking file names…",
    intro:
      "These {{count}} names read better in their original encoding (GBK, Shift_JIS…) and will be renamed:",
    listLabel: "Renames",
    rawHint:
      "� marks bytes that are not UTF-8: the file list already shows a guessed reading, but the name on disk is still these bytes.",
    nothing: "No file names need fixing",
    conflictTitle: "Names would collide: nothing will be renamed",
    conflictHint: "Rename one of them by hand, then try again. These names would be taken twice:",
    conflictRow: "{{to}} ← {{from}}",
    fix: "Fix {{count}}",
    confirmTitle: "Confirm the fix (1/2)",
    confirm:
      "{{count}} files or folders will be renamed as listed; paths in play history and lyric tasks follow. Continue?",
    confirmAgainTitle: "Confirm again (2/2)",
    confirmAgain:
      "This renames files on disk. It can be undone: the original names can be restored here afterwards. Fix the names?",
    done: "File names fixed",
    undoAvailable: "The last fix ({{time}}, {{count}} names) can be undone",
    undo: "Restore original names",
    undoTitle: "Restore original names",
    undoConfirm: "Put back the {{count}} names the last fix changed?",
    undone: "Original names restored",
  },
};
