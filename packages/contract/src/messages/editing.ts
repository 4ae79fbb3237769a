/** Sentences of editing (issue #14): work metadata, tag uncensoring and the audit log. */
export const editingTexts = {
  "editing.needVa": "声优至少得有一个",
  "editing.duplicate": "项目已存在，无需重复添加: {{name}}",
  "editing.badTitle": "标题不能为空，且不能超过 {{max}} 个字符",
  "editing.badName": "名称不能为空，且不能超过 {{max}} 个字符",
  "editing.badLabelId": "{{kind}}的 id 无效: {{id}}",
  "editing.nothingToUndo": "作品{{id}}没有可以撤销的修改",
  "editing.badLockedField": "字段只能是 {{fields}} 之一",
  "editing.uncensored": "修改成功",
  "editing.uncensorUndone": "已恢复原来的标签名",
} as const;
