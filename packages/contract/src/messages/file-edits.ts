/** Sentences of cover editing and lyric saving (issue #14 items 2 and 5). */
export const fileEditTexts = {
  "covers.badEditType": "封面类型只能是 main 或 sam",
  "covers.fileRequired": "请上传图片文件（表单字段 file）",
  "covers.notMultipart": "请以 multipart/form-data 上传图片",
  "covers.notImage": "上传的文件不是可识别的图片",
  "covers.tooLarge": "图片太大：文件上限 {{maxMb}} MB，像素上限 {{maxPixels}}",
  "covers.updated": "封面已更新",
  "covers.recovered": "已恢复原来的封面",
  "covers.noOriginal": "没有可恢复的原封面",
  "lyrics.badWritePath": "保存路径必须是作品文件夹内以 .vtt 结尾的相对路径",
  "lyrics.folderMissing": "保存路径所在的文件夹不存在: {{folder}}",
  "lyrics.notLyricTarget": "目标位置已有一个不是歌词的文件，不能覆盖: {{path}}",
  "lyrics.saved": "歌词已保存到 {{path}}",
} as const;
