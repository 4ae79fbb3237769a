/** Sentences for failed requests and failed playback (bundled: they can be needed on any screen). */
export const zhCNErrors = {
  network: {
    offline: "无法连接服务器，请检查网络或服务器是否正在运行。",
    unavailable: "服务器暂时无法响应（HTTP {{status}}），请稍后重试。",
    status: "请求失败（HTTP {{status}}）。",
    pageFailed: "页面加载失败",
    reload: "重新加载",
  },
  playback: {
    offline: "无法播放「{{title}}」：连接不上服务器。",
    notFound: "无法播放「{{title}}」：服务器上找不到这个文件（404）。",
    forbidden: "无法播放「{{title}}」：没有权限访问这个文件（403）。",
    unauthorized: "无法播放「{{title}}」：登录已过期，请重新登录。",
    server: "无法播放「{{title}}」：服务器出错（HTTP {{status}}）。",
    decode: "无法播放「{{title}}」：文件已损坏，无法解码。",
    unsupported: "无法播放「{{title}}」：浏览器不支持这种音频格式。",
    network: "播放「{{title}}」时网络中断。",
  },
};
