import fs from "node:fs";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { IRandomAccessFileInfo, IRandomAccessTokenizer, IReadChunkOptions } from "strtok3";
import { loadStrtok3 } from "../lazy-modules.ts";

/**
 * Bytes read per system call: the headers music-metadata reads of a common audio file (RIFF chunks, FLAC
 * blocks, the first MPEG frames, the tags at the end) fall in one or two such windows, where each of its many
 * small reads through the thread pool was a round trip of its own.
 */
const WINDOW = 16 * 1024;
/**
 * A parse that reads on through the file (a VBR MP3 without a Xing header, raw ADTS AAC: their duration is
 * the frames counted to the end) gives the event loop a turn after this many bytes (about 5 ms of parsing),
 * so a 50 MB file does not hold the process (the server's, for an import or a retry) for the whole parse.
 */
const YIELD_EVERY = 256 * 1024;

/**
 * A random-access strtok3 tokenizer over one file read with blocking `fs.readSync` calls through a small
 * read-ahead window: a few microseconds per read instead of a thread-pool round trip and two event-loop turns.
 * It is defined on strtok3's base class once strtok3 has loaded (with the first duration: a scan of unchanged
 * works never loads it).
 */
function defineTokenizer({ AbstractTokenizer, EndOfStreamError }: Awaited<ReturnType<typeof loadStrtok3>>) {
  return class BlockingFileTokenizer extends AbstractTokenizer implements IRandomAccessTokenizer {
    private readonly window = Buffer.allocUnsafe(WINDOW);
    private windowStart = 0;
    private windowLength = 0;
    private readSinceTurn = 0;

    constructor(
      private readonly fd: number,
      readonly fileInfo: IRandomAccessFileInfo,
    ) {
      super();
    }

    supportsRandomAccess(): boolean {
      return true;
    }

    setPosition(position: number): void {
      this.validateLength(position, "position");
      this.position = position;
    }

    async readBuffer(target: Uint8Array, options?: IReadChunkOptions): Promise<number> {
      const request = this.normalizeOptions(target, options);
      this.position = request.position;
      const read = await this.fill(target, request.position, request.length, request.mayBeLess);
      this.position = request.position + read;
      return read;
    }

    async peekBuffer(target: Uint8Array, options?: IReadChunkOptions): Promise<number> {
      const request = this.normalizeOptions(target, options);
      return this.fill(target, request.position, request.length, request.mayBeLess);
    }

    protected override async closeOnce(): Promise<void> {
      fs.closeSync(this.fd);
      await super.closeOnce();
    }

    /** Copies `length` bytes at `position` into `target` (fewer at the end of the file). */
    private async fill(target: Uint8Array, position: number, length: number, mayBeLess = false) {
      let done = 0;
      while (done < length) {
        const at = position + done;
        const left = length - done;
        if (left >= WINDOW) {
          // A large read (a tag, an atom) goes straight into the caller's buffer.
          const read = fs.readSync(this.fd, target, done, left, at);
          if (read === 0) break;
          done += read;
          await this.counted(read);
          continue;
        }
        if (at < this.windowStart || at >= this.windowStart + this.windowLength) {
          if (!(await this.load(at))) break;
        }
        const offset = at - this.windowStart;
        const count = Math.min(left, this.windowLength - offset);
        target.set(this.window.subarray(offset, offset + count), done);
        done += count;
      }
      if (!mayBeLess && done < length) throw new EndOfStreamError();
      return done;
    }

    /**
     * Fills the window with the bytes around `at`: from `at` on, or the file's last window when `at` is in it
     * (the ID3v1, Lyrics3 and APE tags at the end then take one read). False at the end of the file.
     */
    private async load(at: number): Promise<boolean> {
      const start = Math.max(0, Math.min(at, this.fileInfo.size - WINDOW));
      const read = fs.readSync(this.fd, this.window, 0, WINDOW, start);
      this.windowStart = start;
      this.windowLength = read;
      await this.counted(read);
      return at < start + read;
    }

    private async counted(bytes: number) {
      this.readSinceTurn += bytes;
      if (this.readSinceTurn < YIELD_EVERY) return;
      this.readSinceTurn = 0;
      await nextTurn();
    }
  };
}

let tokenizerClass: Promise<ReturnType<typeof defineTokenizer>> | null = null;

/**
 * Opens `file` (a Buffer path for a raw, non-UTF-8 name) for music-metadata's `parseFromTokenizer`; `name`
 * (its extension) tells it the format. Close the tokenizer when done: that closes the descriptor.
 */
export async function openFileTokenizer(
  file: string | Buffer,
  name: string,
): Promise<IRandomAccessTokenizer> {
  tokenizerClass ??= loadStrtok3().then(defineTokenizer);
  const Tokenizer = await tokenizerClass;
  const fd = fs.openSync(file, "r");
  try {
    return new Tokenizer(fd, { path: name, size: fs.fstatSync(fd).size });
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
}
