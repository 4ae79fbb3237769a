import http from "node:http";
import net from "node:net";

/**
 * A tiny HTTP proxy: absolute-URI requests are forwarded, CONNECT opens a tunnel. Records what it carried,
 * so tests can prove that outbound traffic went through it.
 */
export class ProxyServer {
  readonly forwarded: string[] = [];
  readonly tunnels: string[] = [];
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly server: http.Server,
    readonly port: number,
  ) {}

  static async start(): Promise<ProxyServer> {
    let proxy: ProxyServer | undefined;
    const server = http.createServer((req, res) => {
      proxy!.forwarded.push(req.url ?? "");
      const target = new URL(req.url ?? "");
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    });
    server.on("connect", (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
      proxy!.tunnels.push(req.url ?? "");
      proxy!.sockets.add(client);
      const [host, port] = (req.url ?? "").split(":");
      const upstream = net.connect(Number(port), host, () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        proxy!.sockets.add(upstream);
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      const close = () => {
        upstream.destroy();
        client.destroy();
      };
      upstream.on("error", close);
      client.on("error", close);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    proxy = new ProxyServer(server, (server.address() as net.AddressInfo).port);
    return proxy;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
