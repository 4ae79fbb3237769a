import { enAdmin } from "./en.admin.ts";
import { enEditing } from "./en.editing.ts";
import { enFileEdits } from "./en.file-edits.ts";
import { enLibrary } from "./en.library.ts";
import { enNameRepair } from "./en.name-repair.ts";
import { enPlayer } from "./en.player.ts";
import { enSyncer } from "./en.syncer.ts";
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
  placeholder: {
    translationsTitle: "Translation tasks",
    comingSoon: "Not implemented yet, coming soon",
  },
  about: {
    title: "About",
    intro:
      "Kikoeru is a self-hosted library and player for voice works, compatible with the kikoeru clients.",
    version: "Version {{version}}",
    iosTitle: "Note for iOS 17.3 and later",
    iosWarning:
      "Since iOS 17.3, Safari no longer starts the next track automatically in the background. For uninterrupted background playback, use the native iOS client below.",
    links: {
      backend: "Backend repository",
      frontend: "Frontend repository",
      aiTranslation: "AI translation repository",
      containerImage: "Container image",
      windowsPackage: "Windows package",
      iosBeta: "iOS client (TestFlight beta)",
      iosDocs: "iOS client documentation",
    },
    descriptions: {
      backend: "Source code of the server and API",
      frontend: "Source code of the web interface",
      aiTranslation: "AI tool that makes and translates subtitles for audio",
      containerImage: "Deploy with Docker",
      windowsPackage: "Runs on Windows without installing",
      iosBeta: "Join the beta on TestFlight; plays in the background",
      iosDocs: "",
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
  ...enAdmin,
  ...enPlayer,
  ...enSyncer,
};
