/** The root folder watcher on the scanner page and its admin notice (/admin/scanner). */
export const enWatch = {
  libraryWatch: {
    title: "Folder watching",
    watching:
      "Watching {{count}} root folders: a work folder is scanned on its own once unchanged for {{seconds}} s",
    fallback: "Some folders are not watched; they are scanned incrementally every {{seconds}} s",
    off: "Off: new works need a manual scan",
    stateWatching: "Watching",
    stateFallback: "Periodic scans",
    stateOff: "Off",
    settings: "Watch settings",
    logs: "Watch log",
    noLogs: "Nothing yet",
    noticeTitle: "Some folders are not watched",
  },
};
