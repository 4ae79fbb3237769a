/** The root folder watcher on the scanner page and its admin notice (/admin/scanner). */
export const zhCNWatch = {
  libraryWatch: {
    title: "文件夹监视",
    watching: "正在监视 {{count}} 个根文件夹：作品文件夹 {{seconds}} 秒无变化后自动扫描",
    fallback: "部分文件夹未被监视，每 {{seconds}} 秒自动增量扫描一次",
    off: "已关闭，新作品需要手动扫描",
    stateWatching: "监视中",
    stateFallback: "定时扫描",
    stateOff: "已关闭",
    settings: "监视设置",
    logs: "监视记录",
    noLogs: "暂无记录",
    noticeTitle: "部分文件夹未被监视",
  },
};
