import type { LibraryWatch, Said } from "@kikoeru/contract";
import type { LogSink } from "../../../library/scan-reporter.ts";

const MAX_LOGS = 50;

/** The watcher's recent lines for the scanner page, each also written to the server log. */
export class WatchLog {
  private readonly lines: LibraryWatch["logs"] = [];

  constructor(private readonly log: LogSink) {}

  /** A changed folder is only a debug line in the server log; the page shows it as the others. */
  note(level: "info" | "warn" | "debug", line: Said): void {
    this.log(level, line.message);
    this.lines.push({ level: level === "debug" ? "info" : level, ...line, at: Date.now() });
    if (this.lines.length > MAX_LOGS) this.lines.splice(0, this.lines.length - MAX_LOGS);
  }

  recent(): LibraryWatch["logs"] {
    return [...this.lines];
  }
}
