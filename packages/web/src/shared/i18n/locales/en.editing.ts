import type { zhCNEditing } from "./zh-CN.editing.ts";

export const enEditing: typeof zhCNEditing = {
  editing: {
    menu: {
      label: "More actions",
      edit: "Edit info",
      scan: "Scan local files",
    },
    scan: {
      confirm: "Read this work's folder again? The files themselves are not changed.",
      done: "Scan finished",
    },
    dialog: {
      title: "Edit work info",
      workTitle: "Title",
      circle: "Circle",
      tags: "Tags",
      vas: "Voice actors",
      placeholder: "Type to search, Enter to add a new entry",
      save: "Save",
      needVa: "At least one voice actor is needed",
      duplicate: "Already added",
      saved: "Metadata saved",
      failed: "Saving metadata failed: {{message}}",
      lockedHint: "Edited fields are locked: rescans and metadata refreshes leave them alone.",
    },
    locks: {
      label: "Locked fields",
      badge: "Locked",
      fields: { title: "Title", circle: "Circle", tags: "Tags", vas: "Voice actors", cover: "Cover" },
      unlock: "Unlock: the next metadata refresh restores the source's value",
      unlocked: "Unlocked",
      undo: "Undo last edit",
      undone: "Last edit undone",
    },
    uncensor: {
      title: "Uncensor tags",
      description:
        "Give tags that DLsite renamed their former names (in the configured tag language). Can be undone.",
      run: "Uncensor tags",
      confirm: "Give the renamed tags their former names? You can undo this here.",
      undo: "Undo uncensoring",
      undoConfirm: "Restore the tag names from before uncensoring?",
      done: "Done ({{count}} tags changed)",
      failed: "Failed",
    },
    audit: {
      title: "Audit log",
      empty: "Nothing recorded yet",
      when: "When",
      who: "Who",
      action: "Action",
      work: "Work",
      detail: "Details",
      actions: {
        work_edit: "Edited info",
        work_undo: "Undid an edit",
        work_unlock: "Unlocked fields",
        tags_uncensor: "Uncensored tags",
        tags_uncensor_undo: "Undid tag uncensoring",
      },
    },
  },
};
