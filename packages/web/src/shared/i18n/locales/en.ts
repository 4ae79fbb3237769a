import { enAdmin } from "./en.admin.ts";
import { enAiLyrics } from "./en.ai-lyrics.ts";
import { enEditing } from "./en.editing.ts";
import { enErrors } from "./en.errors.ts";
import { enFailedWorks } from "./en.failed-works.ts";
import { enFileEdits } from "./en.file-edits.ts";
import { enImport } from "./en.import.ts";
import { enLibrary } from "./en.library.ts";
import { enListening } from "./en.listening.ts";
import { enNameRepair } from "./en.name-repair.ts";
import { enPlayer } from "./en.player.ts";
import { enScanEstimate } from "./en.scan-estimate.ts";
import { enSyncer } from "./en.syncer.ts";
import { enWatch } from "./en.watch.ts";
import type { Messages } from "./zh-CN.ts";

export const en: Messages = {
  app: {
    name: "Kikoeru",
    updated: "Kikoeru has been updated",
    refresh: "Reload",
  },
  common: {
    language: "Language",
    toggleColorScheme: "Toggle dark mode",
    close: "Close",
    loading: "Loading…",
    retry: "Retry",
    loadFailed: "Failed to load",
    cancel: "Cancel",
    confirm: "OK",
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
  header: {
    menu: "Menu",
    back: "Back",
    search: "Search",
    searchPlaceholder: "Search works, circles, voice actors, tags…",
    advancedHint: "Advanced search with several keywords",
    clear: "Clear",
  },
  nav: {
    fullScreenPlayer: "Big picture",
    sleepTimer: "Sleep timer",
    label: "Navigation",
    library: "Library",
    search: "Advanced search",
    favourites: "Favourites",
    circles: "Circles",
    tags: "Tags",
    vas: "Voice actors",
    translations: "Translation tasks",
    settings: "Settings",
    about: "About",
    random: "Surprise me",
    randomEmpty: "The library has no works yet",
    darkMode: "Dark mode",
    changePassword: "Change password",
    logout: "Sign out",
    logoutTitle: "Sign out",
    logoutConfirm: "Sign out? You will need to sign in again to continue.",
  },
  time: {
    hoursMinutes: "{{hours}} h {{minutes}} min",
    minutesSeconds: "{{minutes}} min {{seconds}} s",
    seconds: "{{seconds}} s",
  },
  about: {
    title: "About",
    intro:
      "Kikoeru is a self-hosted library and player for doujin voice works, compatible with kikoeru's clients.",
    version: "Version {{version}}",
    iosTitle: "Note for iOS 17.3 and later",
    iosWarning:
      "Since iOS 17.3, Safari cannot play the next track automatically in the background. Keep the page in the foreground to play tracks one after another.",
    links: {
      apiDocs: "API documentation",
      kikoeruServer: "The original kikoeru server",
      kikoeruWeb: "The original kikoeru web interface",
      aiTranslation: "AI translation tool",
    },
    descriptions: {
      apiDocs: "Every route of this server (OpenAPI), to try out in the browser",
      kikoeruServer: "This server speaks its API, so its clients connect to this server unchanged",
      kikoeruWeb: "kikoeru's web interface, which can connect to this server too",
      aiTranslation: "A worker that transcribes and translates audio, and takes this server's AI lyric tasks",
    },
  },
  notFound: {
    title: "Page not found",
    description: "The page you are looking for does not exist or has moved.",
    home: "Back to home",
  },
  ...enLibrary,
  ...enEditing,
  ...enFileEdits,
  ...enNameRepair,
  ...enErrors,
  ...enFailedWorks,
  ...enImport,
  ...enScanEstimate,
  ...enWatch,
  ...enListening,
  ...enAdmin,
  ...enPlayer,
  ...enSyncer,
  ...enAiLyrics,
};
