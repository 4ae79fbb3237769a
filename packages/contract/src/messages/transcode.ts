/** Sentences of transcoding (spec 2 §4 "Transcode", §7 Media); the first two are the closed kikoeru backend's. */
export const transcodeTexts = {
  "transcode.badBitRate": "仅支持 128 或 320 kbps 的转码码率.",
  "transcode.queueFull": "媒体处理队列已满，请稍后重试.",
  "transcode.notMedia": "只能转码音频或视频文件: {{ext}}",
  "transcode.ffmpegMissing":
    "转码需要 ffmpeg：服务器上找不到 ffmpeg，请安装 ffmpeg 后重启服务器. 原始文件仍可正常播放.",
  "transcode.failed": "转码失败: {{reason}}",
  "transcode.sourceChanged": "转码期间源文件被修改，请重试",
  "transcode.interrupted": "服务器重启，转码被中断",
  "transcode.cancelled": "没有人在收听，转码已停止",
  "transcode.busyElsewhere": "另一个服务器进程正在转码此文件，请稍后重试",
  "transcode.started": "已开始预转码.",
  "transcode.running": "预转码正在进行.",
  "transcode.ready": "已转码完成.",
} as const;
