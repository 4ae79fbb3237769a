import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A file the fixture serves; `lieSize` is the size its tree claims instead of the real one. */
export interface FixtureFile {
  path: string;
  bytes: Buffer;
  lieSize?: number;
  /** Served from another origin (a CDN): the fixture's second port. */
  onCdn?: boolean;
  /** Leave `size` out of the tree: the syncer must ask (HEAD). */
  noSize?: boolean;
}

export interface FixtureOptions {
  code: string;
  title: string;
  files: FixtureFile[];
  /** Bytes per second per download; 0 = as fast as possible. */
  throttle?: number;
  /** Answer 200 with the whole body to Range requests. */
  ignoreRange?: boolean;
  /** Require `Authorization: Bearer <token>` from a login as `name`/`password`. */
  auth?: { name: string; password: string; token: string };
}

export interface RecordedRequest {
  origin: "api" | "cdn";
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A remote server of kikoeru's kind on 127.0.0.1 whose behaviour a test chooses: throttled downloads, lies
 * about sizes, 200 answers to Range requests, a login, files on a second origin. It records every request,
 * the bytes it sent per file and the most downloads it served at once.
 */
export class RemoteFixture {
  readonly requests: RecordedRequest[] = [];
  readonly bytesSent = new Map<string, number>();
  maxParallel = 0;
  private active = 0;
  private api!: http.Server;
  private cdn!: http.Server;
  apiUrl = "";
  cdnUrl = "";

  constructor(readonly options: FixtureOptions) {}

  async start(): Promise<this> {
    this.api = http.createServer((req, res) => this.handle("api", req, res));
    this.cdn = http.createServer((req, res) => this.handle("cdn", req, res));
    for (const server of [this.api, this.cdn]) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    }
    this.apiUrl = `http://127.0.0.1:${(this.api.address() as AddressInfo).port}`;
    this.cdnUrl = `http://127.0.0.1:${(this.cdn.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const server of [this.api, this.cdn]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  tree(): unknown[] {
    const root: unknown[] = [];
    const folders = new Map<string, unknown[]>();
    for (const [index, file] of this.options.files.entries()) {
      const segments = file.path.split("|");
      let children = root;
      for (const [depth, segment] of segments.slice(0, -1).entries()) {
        const key = segments.slice(0, depth + 1).join("|");
        let folder = folders.get(key);
        if (!folder) {
          folder = [];
          folders.set(key, folder);
          children.push({ type: "folder", title: segment, children: folder });
        }
        children = folder;
      }
      const link = `/media/${index}`;
      children.push({
        type: "audio",
        title: segments.at(-1),
        hash: `1/${index}`,
        mediaDownloadUrl: file.onCdn ? `${this.cdnUrl}${link}` : link,
        mediaStreamUrl: link,
        ...(file.noSize ? {} : { size: file.lieSize ?? file.bytes.length }),
      });
    }
    return root;
  }

  private authorised(req: http.IncomingMessage): boolean {
    const auth = this.options.auth;
    return !auth || req.headers.authorization === `Bearer ${auth.token}`;
  }

  private handle(origin: "api" | "cdn", req: http.IncomingMessage, res: http.ServerResponse): void {
    this.requests.push({ origin, method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    const url = new URL(req.url ?? "/", "http://x");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (url.pathname === "/api/auth/me" && req.method === "POST") {
      let body = "";
      req.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on("end", () => {
        const { name, password } = JSON.parse(body || "{}") as { name?: string; password?: string };
        const auth = this.options.auth;
        if (auth && name === auth.name && password === auth.password) json(200, { token: auth.token });
        else json(401, { error: "用户名或密码错误." });
      });
      return;
    }
    const media = /^\/media\/(\d+)$/.exec(url.pathname);
    const file = media ? this.options.files[Number(media[1])] : undefined;
    if (origin === "api" && !this.authorised(req)) json(401, { error: "No authorization token was found" });
    else if (url.pathname === `/api/workInfo/${this.options.code}`) {
      json(200, { id: 1, title: this.options.title, tags: [], vas: [], circle: { id: 1, name: "社团" } });
    } else if (url.pathname === `/api/tracks/${this.options.code}`) json(200, this.tree());
    else if (file) this.serve(file, req, res);
    else json(404, { error: "not found" });
  }

  private serve(file: FixtureFile, req: http.IncomingMessage, res: http.ServerResponse): void {
    const etag = `"${createHash("sha256").update(file.bytes).digest("hex").slice(0, 16)}"`;
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? "");
    const start = range && !this.options.ignoreRange ? Number(range[1]) : 0;
    const headers: http.OutgoingHttpHeaders = {
      etag,
      "accept-ranges": "bytes",
      "content-length": file.bytes.length - start,
    };
    if (start > 0) headers["content-range"] = `bytes ${start}-${file.bytes.length - 1}/${file.bytes.length}`;
    res.writeHead(start > 0 ? 206 : 200, headers);
    if (req.method === "HEAD") return void res.end();
    this.active++;
    this.maxParallel = Math.max(this.maxParallel, this.active);
    let ended = false;
    const done = () => {
      if (!ended) this.active--;
      ended = true;
    };
    res.once("close", done);
    this.pump(file, res, start, done);
  }

  /** Writes the body in 16 KiB chunks, paced by `throttle`, counting what left. */
  private pump(file: FixtureFile, res: http.ServerResponse, start: number, done: () => void): void {
    const chunk = 16 * 1024;
    const pace = this.options.throttle ? (chunk / this.options.throttle) * 1000 : 0;
    let offset = start;
    const next = () => {
      if (res.destroyed) return;
      if (offset >= file.bytes.length) return void res.end();
      const piece = file.bytes.subarray(offset, offset + chunk);
      offset += piece.length;
      this.bytesSent.set(file.path, (this.bytesSent.get(file.path) ?? 0) + piece.length);
      // The download stops counting as active before its last byte leaves: the client cannot start its next
      // file any earlier.
      if (offset >= file.bytes.length) {
        done();
        return void res.end(piece);
      }
      const ok = res.write(piece);
      if (pace > 0) setTimeout(next, pace);
      else if (ok) setImmediate(next);
      else res.once("drain", next);
    };
    next();
  }
}

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
