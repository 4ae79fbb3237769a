import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/**
 * The syncer bench's plain side, each run as a process of its own with Node's default flags, so that the
 * reference copy shares the machine with the bench exactly as the two servers of a pull do:
 * - `serve <code> <file>…`: a plain node:http file server (`/f/<i>`) that also answers like a remote of
 *   kikoeru's kind (work object, track tree), so the syncer can pull the same bytes from it; prints its port.
 * - `copy <url> <count> <dir>`: a plain client fetching `/f/0…count-1` two at a time into `dir`; prints
 *   `{ms, cpuMs}` as JSON (the process's start is not counted).
 */
const [mode, ...args] = process.argv.slice(2);

async function serve(code: string, files: string[]): Promise<void> {
  const sizes = await Promise.all(files.map(async (file) => (await fs.stat(file)).size));
  const tree = [
    {
      type: "folder",
      title: "本編",
      children: files.map((file, i) => ({
        type: "other",
        title: path.basename(file),
        mediaDownloadUrl: `/f/${i}`,
        size: sizes[i],
      })),
    },
  ];
  const server = http.createServer((req, res) => {
    const json = (body: unknown) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.url === `/api/workInfo/${code}`) return void json({ title: "同步基准", tags: [], vas: [] });
    if (req.url === `/api/tracks/${code}`) return void json(tree);
    const index = Number(/^\/f\/(\d+)$/.exec(req.url ?? "")?.[1] ?? -1);
    const file = files[index];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { "content-length": sizes[index] });
    pipeline(createReadStream(file), res).catch(() => undefined);
  });
  server.listen(0, "127.0.0.1", () => console.log((server.address() as AddressInfo).port));
}

async function copy(url: string, count: number, dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await new Promise<void>((resolve, reject) => {
        http
          .get(`${url}/f/${index}`, (res) => {
            pipeline(res, createWriteStream(path.join(dir, `${index}.bin`))).then(resolve, reject);
          })
          .on("error", reject);
      });
    }
  };
  await Promise.all([worker(), worker()]);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000 }));
}

if (mode === "serve") await serve(args[0]!, args.slice(1));
else if (mode === "copy") await copy(args[0]!, Number(args[1]), args[2]!);
else throw new Error(`unknown mode ${mode}`);
