/** Sentences of the root folder watcher (issue #23 item 3): its log lines and the admin notice when it cannot watch. */
export const watchTexts = {
  "watch.started": "正在监视 {{count}} 个根文件夹和其中 {{works}} 个作品文件夹，新增或变更的作品会自动扫描",
  "watch.stopped": "文件夹监视已关闭",
  "watch.changed": "检测到变化: {{folder}}",
  "watch.settling": "{{folder}} 仍在写入，等待写完后再扫描",
  "watch.queued": "有扫描正在进行，{{count}} 个有变化的文件夹将在其结束后扫描",
  "watch.limit":
    "系统的文件监视数量已达上限（{{code}}），部分文件夹无法监视：已设置的监视继续有效，另每 {{seconds}} 秒增量扫描一次；提高 fs.inotify.max_user_watches 后重启服务器即可全部监视",
  "watch.tooMany":
    "音声库的文件夹多于服务器能监视的数量（受内存所限，最多 {{folders}} 个）：已设置的监视继续有效，其余文件夹每 {{seconds}} 秒增量扫描一次",
  "watch.network":
    "根文件夹「{{name}}」位于网络或 FUSE 文件系统（{{fs}}），收不到变化通知，已改为每 {{seconds}} 秒增量扫描一次",
  "watch.failed": "无法监视根文件夹（{{reason}}），已改为每 {{seconds}} 秒增量扫描一次",
  "watch.rootMissing": "根文件夹「{{name}}」不存在（磁盘未挂载？），出现后会自动开始监视",
  "watch.periodic": "定时增量扫描 {{count}} 个无法监视的根文件夹",
  "scan.onlyFolders": "只扫描有变化的 {{count}} 个文件夹: {{sample}}",
} as const;
