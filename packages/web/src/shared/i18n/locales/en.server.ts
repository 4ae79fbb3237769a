import type { zhCNServer } from "./zh-CN.server.ts";

export const enServer: typeof zhCNServer = {
  socket: {
    connected: "Signed in to the admin console.",
    noToken: "No auth token",
    adminOnly: "Only administrators can sign in to the admin console.",
    badToken: "Token invalid",
  },
  scanner: {
    startedScan: "Scan started",
    startedUpdate: "Metadata update started",
    startedLyricScan: "Local file scan started",
    killLog: " ! Stopping the scan process.",
    lockLost: "Another process took over the scan lock; this scan has stopped",
    failed: "Scan failed: {{reason}}",
  },
  scan: {
    onlyFolders: "Scanning only the {{count}} changed folders: {{sample}}",
    rootUnreachable:
      "Root folder “{{name}}” ({{path}}) is unreachable ({{error}}) and was skipped; its works will not be marked missing",
    rootIncomplete:
      "Root folder “{{name}}” has subfolders that cannot be read ({{error}}); its works will not be marked missing",
    rootEmpty:
      "Root folder “{{name}}” ({{path}}) is empty (disk not mounted?); its works will not be marked missing",
    fullStarted: "Scanning the local library",
    duplicateCode: "Duplicate code: {{code}} is in both {{kept}} and {{dropped}}; only the first is kept",
    folder: "Folder {{folder}}",
    duplicateIgnored: "Duplicate code, same as {{kept}}; this folder is ignored",
    foundFolders: "Found {{count}} work folders",
    cleanupSkipped: "skipCleanup is on: {{count}} works whose folders are gone are left as they are",
    markedMissing:
      "The folders of {{count}} works no longer exist; marked missing (reviews and history kept): {{sample}}",
    upgradeDone: "Upgrade fix finished; update.lock deleted",
    fullFinished:
      "Scan finished: {{updated}} updated, {{added}} added, {{skipped}} skipped, {{failed}} failed, {{missing}} missing.",
    updateStarted: "Updating work metadata, {{count}} works",
    fileScanStarted: "Scanning files inside works, {{count}} works",
    partialFinished: "Scan finished: {{updated}} updated, {{failed}} failed, {{skipped}} skipped.",
    progress: "Scan progress: {{processed}}/{{total}}",
    filesUpdated: "File list or lyric status updated",
    folderMissing: "Folder {{folder}} does not exist or cannot be accessed",
    taskFailed: "Failed: {{reason}}",
    unknownReason: "unknown reason",
    newWork: "New work found: {{folder}}",
    workMoved: "Work folder location: {{folder}} (was {{previous}})",
    filesChanged: "Work files changed; updating the file list",
    metadataFrom: "Metadata from {{source}}: {{title}}",
    localMetadata: "the local metadata file",
    metadataFailed: "Fetching metadata failed: {{reason}}",
    coverDownloaded: "Cover downloaded",
    noDlsiteCover: "DLsite has no cover for this work",
    coverFailed: "Cover download failed: {{reason}}",
    localCover: "Cover taken from {{path}} in the work folder",
  },
  metadata: {
    noWorkData: "{{url}} has no data for {{code}}",
    noWork: "{{url}} does not have this work",
    pageUnparsed: "Could not read tags or voice actors from the work page {{url}}",
    notOnDlsite: "DLsite does not offer works with this code",
    dynamicFailed: "Fetching DLsite sales and ratings failed: {{reason}}",
    pageFailed: "DLsite work page failed ({{reason}}); using product.json",
    noTitle: "{{url}} has no title for this work",
    hvdbVas: "Voice actors from HVDB: {{vas}}",
    hvdbFailed: "Fetching voice actors from HVDB failed: {{reason}}",
    httpStatus: "{{url}} answered HTTP {{status}}",
    badJson: "{{url}} did not answer valid JSON",
    originRefused: "Requests to the unconfigured address {{origin}} are not allowed",
    unreachable: "{{url}} is unreachable (tried {{attempts}} times): {{reason}}",
  },
  watch: {
    started:
      "Watching {{count}} root folders and {{works}} work folders in them; new or changed works are scanned on their own",
    stopped: "Folder watching is off",
    changed: "Change seen: {{folder}}",
    settling: "{{folder}} is still being written; waiting until it settles",
    queued: "A scan is running; {{count}} changed folders will be scanned after it",
    limit:
      "The system limit of file watches was reached ({{code}}) and some folders cannot be watched: the watches already set up go on, and an incremental scan runs every {{seconds}} s; raise fs.inotify.max_user_watches and restart the server to watch everything",
    tooMany:
      "The library has more folders than the server can watch (at most {{folders}}, bounded by its memory): the watches already set up go on, and the other folders are scanned incrementally every {{seconds}} s",
    network:
      "Root folder “{{name}}” is on a network or FUSE file system ({{fs}}) that sends no change events; scanning it incrementally every {{seconds}} s instead",
    failed: "Cannot watch the root folders ({{reason}}); scanning incrementally every {{seconds}} s instead",
    rootMissing: "Root folder “{{name}}” is missing (disk not mounted?); it is watched as soon as it appears",
    periodic: "Periodic incremental scan of {{count}} root folders that cannot be watched",
  },
  sidecar: {
    badJson: "{{file}} is not valid JSON: {{reason}}",
    invalid: "{{file}} is invalid ({{detail}})",
  },
};
