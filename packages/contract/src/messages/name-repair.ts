/** Sentences of the file-name repair (issue #14 item 3: "fix GBK/ShiftJIS filename garbling"). */
export const nameRepairTexts = {
  "nameRepair.conflict": "修复后有文件名会重复，没有改动任何文件: {{names}}",
  "nameRepair.busy": "这个作品的文件名正在修复或撤销，请稍后再试",
  "nameRepair.noUndo": "这个作品没有可以撤销的文件名修复",
  "nameRepair.changed": "修复之后文件夹里的文件有了变动，无法撤销",
  "nameRepair.failed": "改名失败，已恢复原来的文件名: {{reason}}",
  "nameRepair.recovered": "作品 {{id}} 上次中断的文件名修复已撤回，文件名已恢复",
  "nameRepair.recoverFailed": "无法撤回作品 {{id}} 上次中断的文件名修复: {{reason}}",
} as const;
