/** A response head: status, and headers by lower-case name (repeated ones as arrays, as undici gives them). */
export interface ResponseHead {
  statusCode: number;
  headers: Record<string, string | string[]>;
  /** Whether the connection may carry another request once this body is read. */
  keepAlive: boolean;
}

interface ParserEvents {
  /** The head is complete; the bytes after it are handed on in later pushes. */
  head(head: ResponseHead): void;
  /** Body bytes: a view into the caller's buffer, valid only during the call. */
  body(bytes: Buffer): void;
  /** The body is complete. */
  end(): void;
}

/** The most a head (status line and headers), a chunk-size line or the trailers may take. */
const MAX_HEAD = 64 * 1024;

type State = "head" | "length" | "size" | "data" | "data-end" | "trailers" | "close" | "done";

export class HttpParseError extends Error {}

/**
 * An incremental parser of one HTTP/1.1 response to a GET: status line and headers, then a body by
 * Content-Length, chunked (extensions and trailers skipped) or until the connection closes. Body bytes are
 * handed on as views of the pushed buffer, never copied. Heads of 1xx answers are skipped.
 */
export class ResponseParser {
  private state: State = "head";
  /** The head, a chunk-size line or the trailers gathered so far (latin1: one char per byte). */
  private text = "";
  private remaining = 0;

  constructor(private readonly events: ParserEvents) {}

  get done(): boolean {
    return this.state === "done";
  }

  /**
   * Parses `buffer[start, end)`; returns where it stopped: `end`, or earlier once the head is complete
   * (`stopAfterHead`) or the response is done (what follows belongs to no response we asked for).
   */
  push(buffer: Buffer, start: number, end: number, stopAfterHead = false): number {
    let at = start;
    while (at < end && this.state !== "done") {
      if (this.state === "head") {
        at = this.line(buffer, at, end, "\r\n\r\n");
        if (this.state !== "head" && stopAfterHead) return at;
      } else if (this.state === "length" || this.state === "data" || this.state === "close") {
        const take = this.state === "close" ? end - at : Math.min(this.remaining, end - at);
        this.events.body(buffer.subarray(at, at + take));
        at += take;
        if (this.state === "close") continue;
        this.remaining -= take;
        if (this.remaining > 0) continue;
        if (this.state === "length") this.finish();
        else this.state = "data-end";
      } else at = this.line(buffer, at, end, "\r\n");
    }
    return at;
  }

  /** The connection closed: the end of a body that runs until then, an error anywhere else. */
  close(): void {
    if (this.state === "close") this.finish();
    else if (this.state !== "done") throw new HttpParseError("connection closed before the response ended");
  }

  /**
   * Gathers text line by line up to `terminator` ("\r\n", or "\r\n\r\n" for a head or trailers), then acts on
   * it; returns the offset after what it used. Only the bytes up to each line feed are read as text.
   */
  private line(buffer: Buffer, start: number, end: number, terminator: string): number {
    let from = start;
    for (;;) {
      const found = buffer.subarray(from, end).indexOf(10);
      this.text += buffer.toString("latin1", from, found < 0 ? end : from + found + 1);
      if (this.text.length > MAX_HEAD) throw new HttpParseError("response head too large");
      if (found < 0) return end;
      from += found + 1;
      if (!this.text.endsWith("\r\n")) throw new HttpParseError("line without CR");
      if (this.text.endsWith(terminator)) {
        const text = this.text.slice(0, -terminator.length);
        this.text = "";
        this.act(text);
        return from;
      }
    }
  }

  private act(text: string): void {
    if (this.state === "head") this.onHead(text);
    else if (this.state === "data-end") {
      if (text !== "") throw new HttpParseError("chunk not followed by CRLF");
      this.state = "size";
    } else if (this.state === "size") {
      const size = /^([0-9a-fA-F]{1,12})[ \t]*(;.*)?$/.exec(text);
      if (!size) throw new HttpParseError("bad chunk size");
      this.remaining = Number.parseInt(size[1]!, 16);
      this.state = this.remaining === 0 ? "trailers" : "data";
    } else if (text === "") this.finish();
  }

  private onHead(text: string): void {
    const [statusLine, ...lines] = text.split("\r\n");
    const status = /^HTTP\/1\.([01]) (\d{3})(?: .*)?$/.exec(statusLine!);
    if (!status) throw new HttpParseError("bad status line");
    const statusCode = Number(status[2]);
    if (statusCode >= 100 && statusCode < 200) return;
    const headers: Record<string, string | string[]> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      if (colon <= 0) throw new HttpParseError("bad header line");
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      const old = headers[name];
      headers[name] = old === undefined ? value : [...(Array.isArray(old) ? old : [old]), value];
    }
    const connection = String(headers.connection ?? "").toLowerCase();
    let keepAlive = status[1] === "1" ? !connection.includes("close") : connection.includes("keep-alive");
    const chunked = /(^|,)\s*chunked\s*$/i.test(String(headers["transfer-encoding"] ?? ""));
    const length = headers["content-length"];
    if (statusCode === 204 || statusCode === 304) this.state = "length";
    else if (chunked) this.state = "size";
    else if (length !== undefined) {
      if (Array.isArray(length) || !/^\d{1,15}$/.test(length)) throw new HttpParseError("bad content-length");
      this.remaining = Number(length);
      this.state = "length";
    } else {
      keepAlive = false;
      this.state = "close";
    }
    this.events.head({ statusCode, headers, keepAlive });
    if (this.state === "length" && this.remaining === 0) this.finish();
  }

  private finish(): void {
    this.state = "done";
    this.events.end();
  }
}
