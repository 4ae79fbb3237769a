import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { codeOfWorkId, formatWorkCode, parseWorkCode, workIdOf } from "@kikoeru/contract";
import sharp from "sharp";
import { hvdbHtml, type Locale, workPageHtml } from "./dlsite-html.ts";

/** A work as the fake sites know it. Flags switch parts of the protocol off to exercise the fallbacks. */
export interface FakeWork {
  id: number;
  title: string;
  circle: { id: number; name: string };
  vas: string[];
  tags: { id: number; names: Record<Locale, string> }[];
  release: string;
  nsfw: boolean;
  /** R-15 (DLsite's middle age category); `nsfw` stays false. */
  r15?: boolean;
  series?: string;
  dl_count: number;
  price: number;
  rate_average_2dp: number;
  rate_count: number;
  review_count: number;
  /** The work page answers 404 (product.json still works unless `productJson` is false). */
  noPage?: boolean;
  productJson?: boolean;
  /** Voice actors HVDB lists for the work. */
  hvdbVas?: string[];
  /** Only the peer knows the work. */
  peerOnly?: boolean;
  /** A translation whose page links to the original, whose images are the cover. */
  translationOf?: number;
  noImage?: boolean;
  /** Image sizes the image host lacks (made locally by the scanner). */
  missingSizes?: ("main" | "sam" | "240x240")[];
}

export interface RecordedRequest {
  method: string;
  url: string;
  cookie: string | undefined;
}

/**
 * DLsite (work page, product.json, touch ajax, image host), HVDB and an asmr.one-style peer on one loopback
 * server, speaking their real formats. Records every request; `delayMs` holds answers (kill tests).
 */
export class FakeMetadataServer {
  readonly requests: RecordedRequest[] = [];
  readonly works = new Map<number, FakeWork>();
  delayMs = 0;
  private image: Buffer | null = null;

  private constructor(
    private readonly server: http.Server | https.Server,
    readonly url: string,
  ) {}

  static async start(
    works: FakeWork[] = [],
    tls?: { key: string; cert: string },
  ): Promise<FakeMetadataServer> {
    let fake: FakeMetadataServer | undefined;
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
      void fake!.handle(req, res);
    };
    const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
    server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeMetadataServer(
      server,
      `${tls ? "https" : "http"}://${tls ? "localhost" : "127.0.0.1"}:${port}`,
    );
    for (const work of works) fake.works.set(work.id, work);
    return fake;
  }

  requestsFor(part: string): RecordedRequest[] {
    return this.requests.filter((r) => r.url.includes(part));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const cookie = req.headers.cookie;
    this.requests.push({ method: req.method ?? "GET", url: url.pathname + url.search, cookie });
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    const locale = (/locale=([a-z-]+)/.exec(cookie ?? "")?.[1] ?? "ja-jp") as Locale;
    const send = (status: number, type: string, body: string | Buffer) => {
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
      res.end(body);
    };
    const json = (body: unknown) => send(200, "application/json; charset=utf-8", JSON.stringify(body));
    const work = (code: string | null | undefined) => {
      const parsed = parseWorkCode(code ?? "");
      return parsed ? this.works.get(workIdOf(parsed)) : undefined;
    };
    const path = url.pathname;
    const page = /^\/(maniax|books|pro)\/work\/=\/product_id\/([A-Z]{2}\d+)\.html$/.exec(path);
    if (page) {
      const w = work(page[2]);
      if (!w || w.noPage || w.peerOnly) return send(404, "text/html", "<h1>404</h1>");
      return send(200, "text/html; charset=utf-8", workPageHtml(this.url, w, locale));
    }
    if (/^\/(maniax|books|pro)\/api\/=\/product\.json$/.test(path)) {
      const w = work(url.searchParams.get("workno"));
      if (!w || w.peerOnly || w.productJson === false) return json([]);
      return json([
        {
          workno: formatWorkCode(w.id),
          product_name: w.title,
          maker_id: `RG${w.circle.id}`,
          maker_name: w.circle.name,
          age_category: w.nsfw ? 3 : w.r15 ? 2 : 1,
          regist_date: `${w.release} 16:00:00`,
          genres: w.tags.map((t) => ({ name: t.names[locale], id: t.id, search_val: String(t.id) })),
          creaters: w.vas.length ? { voice_by: w.vas.map((name, i) => ({ id: String(i), name })) } : {},
        },
      ]);
    }
    if (/^\/(maniax|books|pro)-touch\/product\/info\/ajax$/.test(path)) {
      const code = url.searchParams.get("product_id") ?? "";
      const w = work(code);
      if (!w || w.peerOnly) return json([]);
      return json({
        [code]: {
          site_id: "maniax",
          dl_count: String(w.dl_count),
          rate_average_2dp: w.rate_average_2dp,
          rate_count: w.rate_count,
          rate_count_detail: [1, 2, 3, 4, 5].map((p) => ({
            review_point: p,
            count: p === 5 ? w.rate_count : 0,
            ratio: p === 5 ? 100 : 0,
          })),
          review_count: w.review_count,
          price: w.price,
          rank:
            w.dl_count > 1000 ? [{ term: "week", category: "voice", rank: 3, rank_date: "2024-01-01" }] : [],
        },
      });
    }
    const hvdb = /^\/Dashboard\/WorkDetails\/(\d+)$/.exec(path);
    if (hvdb) {
      const w = work(`RJ${hvdb[1]}`);
      if (!w) return send(404, "text/html", "not found");
      return send(200, "text/html; charset=utf-8", hvdbHtml(w, w.hvdbVas ?? []));
    }
    const peer = /^\/api\/workInfo\/([A-Z]{2})?(\d+)$/.exec(path);
    if (peer) {
      const w = work(`${peer[1] ?? "RJ"}${peer[2]}`);
      if (!w?.peerOnly) return send(404, "application/json", JSON.stringify({ error: "not found" }));
      return json({
        id: codeOfWorkId(w.id).number,
        title: w.title,
        circle_id: w.circle.id,
        name: w.circle.name,
        nsfw: w.nsfw,
        age_category_string: w.nsfw ? "adult" : w.r15 ? "r15" : "general",
        release: w.release,
        dl_count: w.dl_count,
        price: w.price,
        review_count: w.review_count,
        rate_count: w.rate_count,
        rate_average_2dp: w.rate_average_2dp,
        rate_count_detail: [],
        rank: null,
        circle: { id: w.circle.id, name: w.circle.name },
        vas: w.vas.map((name, i) => ({ id: `peer-${i}`, name })),
        tags: w.tags.map((t) => ({ id: 9000 + t.id, name: t.names[locale], i18n: {} })),
      });
    }
    const image =
      /^\/(modpub|resize)\/images2\/work\/\w+\/[A-Z]{2}\d+\/([A-Z]{2}\d+)_img_(main|sam|main_240x240)\.jpg$/.exec(
        path,
      );
    if (image) {
      const w = work(image[2]);
      const type = image[3] === "main_240x240" ? "240x240" : (image[3] as "main" | "sam");
      if (!w || w.noImage || w.missingSizes?.includes(type)) return send(404, "text/plain", "no image");
      return send(200, "image/jpeg", await this.cover());
    }
    send(404, "text/plain", "unknown path");
  }

  private async cover(): Promise<Buffer> {
    this.image ??= await sharp({ create: { width: 320, height: 240, channels: 3, background: "#3a7bd5" } })
      .jpeg()
      .toBuffer();
    return this.image;
  }
}

/** A FakeWork with plausible defaults. */
export function fakeWork(id: number, patch: Partial<FakeWork> = {}): FakeWork {
  return {
    id,
    title: `テスト作品 ${formatWorkCode(id)}`,
    circle: { id: 10000 + (id % 97), name: `テストサークル${id % 97}` },
    vas: ["青空みなみ"],
    tags: [
      { id: 497, names: { "ja-jp": "ASMR", "zh-cn": "ASMR", "zh-tw": "ASMR" } },
      { id: 160, names: { "ja-jp": "癒し", "zh-cn": "治愈", "zh-tw": "治癒" } },
    ],
    release: "2022-04-05",
    nsfw: true,
    dl_count: 1234,
    price: 1320,
    rate_average_2dp: 4.56,
    rate_count: 78,
    review_count: 9,
    ...patch,
  };
}
