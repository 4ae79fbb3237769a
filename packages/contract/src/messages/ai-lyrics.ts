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
  "aiLyrics.builtinStarted": "内置 AI 歌词 worker 已启动 (pid {{pid}})",
  "aiLyrics.builtinStopped": "内置 AI 歌词 worker 已停止",
  "aiLyrics.builtinRefused": "内置 AI 歌词 worker 拒绝启动：{{reason}}",
  "aiLyrics.builtinNoReason": "worker 以退出码 2 拒绝启动，没有说明原因",
  "aiLyrics.builtinExited": "worker 意外退出 ({{how}})",
  "aiLyrics.builtinRestarting": "内置 AI 歌词 worker 意外退出 ({{how}})，{{seconds}} 秒后重启",
  "aiLyrics.builtinNotInstalled":
    "找不到内置 worker 需要的 {{what}}：内置 worker 只能在完整的源码安装中运行 (仓库中执行过 npm ci)，容器镜像里没有它；请在另一台机器上运行 npm run lyric-worker.",
} as const;
