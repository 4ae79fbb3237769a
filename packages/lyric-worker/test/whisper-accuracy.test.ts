import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeAudio } from "../src/audio.ts";
import { ENGINE_DIR } from "../src/engine/engine-install.ts";
import { whisperEngine } from "../src/engine/whisper-engine.ts";
import { tempDir } from "./fixtures.ts";

/**
 * W8, the only accuracy check: it needs a real whisper.cpp model, which cannot be obtained on the test
 * machines, so it runs only when KIKOERU_TEST_WHISPER_MODEL names one (and espeak-ng is installed to speak
 * the sentence). espeak-ng reads kana correctly and kanji not at all, hence a kana sentence.
 */
const model = process.env.KIKOERU_TEST_WHISPER_MODEL;
const SENTENCE = "こんにちは、きょうはいいてんきですね。あしたはあめがふるかもしれません。";
const run = promisify(execFile);
let dir: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  dir = await tempDir();
});
afterAll(() => dir?.remove());

/** Hiragana only: katakana folded to hiragana, punctuation and spaces dropped. */
const kana = (text: string) =>
  [...text.normalize("NFKC")]
    .map((c) => (c >= "ァ" && c <= "ヶ" ? String.fromCharCode(c.charCodeAt(0) - 0x60) : c))
    .filter((c) => /\p{L}/u.test(c))
    .join("");

function characterErrorRate(expected: string, actual: string): number {
  let previous = Array.from({ length: actual.length + 1 }, (_, j) => j);
  for (let i = 1; i <= expected.length; i++) {
    const row = [i];
    for (let j = 1; j <= actual.length; j++) {
      const substitution = previous[j - 1]! + (expected[i - 1] === actual[j - 1] ? 0 : 1);
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, substitution));
    }
    previous = row;
  }
  return previous[actual.length]! / expected.length;
}

describe.skipIf(!model)("transcription accuracy with a real model (KIKOERU_TEST_WHISPER_MODEL)", () => {
  it("transcribes an espeak-ng kana sentence with a character error rate below 0.5", async () => {
    const wav = path.join(dir.dir, "ja.wav");
    await run("espeak-ng", ["-v", "ja", "-w", wav, SENTENCE]);
    const engine = await whisperEngine({ engineDir: ENGINE_DIR, modelPath: model! });
    try {
      const segments = await engine.transcribe(await decodeAudio(wav), {
        language: "ja",
        threads: 1,
        onProgress: () => undefined,
      });
      const text = segments.map((segment) => segment.text).join("");
      expect(characterErrorRate(kana(SENTENCE), kana(text)), text).toBeLessThan(0.5);
    } finally {
      await engine.close();
    }
  }, 600_000);
});
