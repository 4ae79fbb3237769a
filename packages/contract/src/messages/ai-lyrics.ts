/** Sentences of the AI lyric task queue and its workers (issue #20, docs/ai-lyrics.md). */
export const aiLyricTexts = {
  "aiLyrics.taskExists": "{{code}} 已有该音频的翻译任务：{{path}}",
  "aiLyrics.noAudio": "该路径下没有可翻译的音频文件：{{path}}",
  "aiLyrics.taskNotFound": "没有找到指定的任务",
  "aiLyrics.noPendingTask": "无待认领的翻译任务",
  "aiLyrics.workerForbidden":
    "该账号不能作为翻译 worker：请使用管理员创建的 worker 令牌，或请管理员在 lyricWorkerGroups 中允许该账号所在的组.",
  "aiLyrics.workerTokenScope": "worker 令牌只能用于翻译 worker 接口.",
  "aiLyrics.workerTokenNotFound": "worker 令牌 {{id}} 不存在.",
  "aiLyrics.workerTokenRevoked": "worker 令牌无效或已被撤销",
  "aiLyrics.leaseExpired": "worker 超时未回报，任务已重新排队 (第 {{retries}} 次重试)",
  "aiLyrics.leaseExhausted": "worker 多次超时未完成 (已重试 {{retries}} 次)，任务失败",
  "aiLyrics.acquired": "task acquired",
} as const;
