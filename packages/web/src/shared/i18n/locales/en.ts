import type { Messages } from "./zh-CN.ts";

export const en: Messages = {
  app: {
    name: "Kikoeru",
  },
  common: {
    language: "Language",
    toggleColorScheme: "Toggle dark mode",
    close: "Close",
    loading: "Loading…",
    retry: "Retry",
    loadFailed: "Failed to load",
  },
  auth: {
    subtitle: "Sign in to reach your library",
    username: "Username",
    password: "Password",
    submit: "Sign in",
    usernameTooShort: "Username must be at least 5 characters",
    passwordTooShort: "Password must be at least 5 characters",
    loginSuccess: "Signed in.",
  },
  works: {
    title: "All works",
    comingSoon: "The library view is coming soon.",
  },
  notFound: {
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
    home: "Back to home",
  },
};
