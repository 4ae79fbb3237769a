import { describe, expect, it } from "vitest";
import { HttpParseError, type ResponseHead, ResponseParser } from "./http-response-parser.ts";

interface Parsed {
  head: ResponseHead | null;
  body: string;
  ended: boolean;
  /** Where each push stopped (the parser stops at the end of a response). */
  stops: number[];
}

/** Feeds `wire` to a parser in pieces cut at `cuts`, copying each piece into a reused buffer as a socket would. */
function parse(wire: string, cuts: number[] = []): Parsed {
  const parsed: Parsed = { head: null, body: "", ended: false, stops: [] };
  const parser = new ResponseParser({
    head: (head) => {
      parsed.head = head;
    },
    body: (bytes) => {
      parsed.body += bytes.toString("latin1");
    },
    end: () => {
      parsed.ended = true;
    },
  });
  const bytes = Buffer.from(wire, "latin1");
  const reused = Buffer.alloc(bytes.length + 16, "#");
  const edges = [0, ...cuts, bytes.length];
  for (let i = 1; i < edges.length; i++) {
    const length = bytes.copy(reused, 0, edges[i - 1], edges[i]);
    parsed.stops.push(parser.push(reused, 0, length) - length);
  }
  return parsed;
}

/** Every way to cut `wire` in two. */
const everyCut = (wire: string) => Array.from({ length: wire.length + 1 }, (_, at) => at);

const chunked =
  'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nETag: "x"\r\n\r\n' +
  "5;name=value\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: yes\r\n\r\n";

describe("ResponseParser", () => {
  it("reads a Content-Length body cut at every byte boundary, headers by lower-case name", () => {
    const wire =
      "HTTP/1.1 206 Partial Content\r\nContent-Length: 11\r\nContent-Range: bytes 5-15/16\r\n\r\nhello world";
    for (const cut of everyCut(wire)) {
      const parsed = parse(wire, [cut]);
      expect(parsed.head, String(cut)).toEqual({
        statusCode: 206,
        headers: { "content-length": "11", "content-range": "bytes 5-15/16" },
        keepAlive: true,
      });
      expect(parsed.body).toBe("hello world");
      expect(parsed.ended).toBe(true);
    }
  });

  it("reads a chunked body with extensions and trailers cut at every byte boundary, and in single bytes", () => {
    for (const cut of everyCut(chunked)) {
      const parsed = parse(chunked, [cut]);
      expect(parsed.body, String(cut)).toBe("hello, world");
      expect(parsed.ended).toBe(true);
      expect(parsed.head!.headers.etag).toBe('"x"');
    }
    const single = parse(chunked, everyCut(chunked).slice(1, -1));
    expect(single.body).toBe("hello, world");
    expect(single.ended).toBe(true);
  });

  it("stops at the end of the response: bytes after it are left unread", () => {
    const parsed = parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokGARBAGE");
    expect(parsed.body).toBe("ok");
    expect(parsed.stops).toEqual([-7]);
  });

  it("stops after the head when asked, and goes on from there", () => {
    const wire = Buffer.from("HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nbody");
    let body = "";
    const parser = new ResponseParser({
      head: () => undefined,
      body: (b) => (body += b),
      end: () => undefined,
    });
    const at = parser.push(wire, 0, wire.length, true);
    expect(wire.subarray(at).toString()).toBe("body");
    expect(body).toBe("");
    expect(parser.push(wire, at, wire.length)).toBe(wire.length);
    expect(body).toBe("body");
    expect(parser.done).toBe(true);
  });

  it("reads a body without length until the connection closes, and never keeps that connection", () => {
    const parsed = parse("HTTP/1.1 200 OK\r\nConnection: keep-alive\r\n\r\nsome bytes", [20, 45]);
    expect(parsed.body).toBe("some bytes");
    expect(parsed.ended).toBe(false);
    expect(parsed.head!.keepAlive).toBe(false);
  });

  it("ends a close-delimited body at close, and refuses a close anywhere else (cut mid-body, a lying length)", () => {
    const events = { head: () => undefined, body: () => undefined, end: () => undefined };
    const open = new ResponseParser(events);
    const untilClose = Buffer.from("HTTP/1.1 200 OK\r\n\r\nabc");
    open.push(untilClose, 0, untilClose.length);
    open.close();
    expect(open.done).toBe(true);
    for (const wire of [
      "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nonly this",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel",
      "HTTP/1.1 200 OK\r\nContent-Le",
    ]) {
      const parser = new ResponseParser(events);
      const bytes = Buffer.from(wire);
      parser.push(bytes, 0, bytes.length);
      expect(() => parser.close(), wire).toThrow(HttpParseError);
    }
  });

  it("skips 1xx heads, keeps repeated headers, and reads HTTP/1.0 and Connection: close", () => {
    const parsed = parse(
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
    );
    expect(parsed.head).toEqual({
      statusCode: 200,
      headers: { "set-cookie": ["a=1", "b=2"], connection: "close", "content-length": "0" },
      keepAlive: false,
    });
    expect(parsed.ended).toBe(true);
    expect(parse("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n").head!.keepAlive).toBe(false);
    expect(parse('HTTP/1.1 304 Not Modified\r\nETag: "e"\r\n\r\n').ended).toBe(true);
  });

  it("refuses malformed answers", () => {
    for (const wire of [
      "HTTP/2 200 OK\r\n\r\n",
      "HTTP/1.1 200 OK\nContent-Length: 1\n\nx",
      "HTTP/1.1 200 OK\r\nno colon\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabX\r\n",
      `HTTP/1.1 200 OK\r\nX-Big: ${"x".repeat(70 * 1024)}\r\n\r\n`,
    ])
      expect(() => parse(wire), JSON.stringify(wire.slice(0, 60))).toThrow(HttpParseError);
  });
});
