export const zhCN = {
  app: {
    name: "Kikoeru",
  },
  common: {
    language: "界面语言",
    toggleColorScheme: "切换夜间模式",
    close: "关闭",
    loading: "加载中…",
    retry: "重试",
    loadFailed: "加载失败",
  },
  auth: {
    subtitle: "登录以访问你的音声库",
    username: "用户名",
    password: "密码",
    submit: "登录",
    usernameTooShort: "用户名长度至少为 5",
    passwordTooShort: "密码长度至少为 5",
    loginSuccess: "登录成功.",
  },
  works: {
    title: "所有作品",
    comingSoon: "作品库视图即将推出。",
  },
  notFound: {
    title: "页面不存在",
    description: "你访问的页面不存在或已被移动。",
    home: "返回首页",
  },
};

export type Messages = typeof zhCN;
