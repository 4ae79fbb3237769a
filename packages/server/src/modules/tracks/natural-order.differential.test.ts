import { compare, orderBy } from "natural-orderby";
import { describe, expect, it } from "vitest";
import { seededRandom as generator, type SeededRandom as Random } from "../../../test/seeded-random.ts";
import { compareNaturalKeys, naturalKey } from "./natural-order.ts";

// The port must order exactly like natural-orderby 2.0.3, because old clients keep hashes that are positions in
// that order. Random names from the alphabets real file names mix are sorted by both and must come out the same.

const LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const JAPANESE = [
  "トラック",
  "本編",
  "おまけ",
  "効果音なし",
  "ＳＥ",
  "耳かき",
  "第",
  "話",
  "序章",
  "ｴﾋﾟﾛｰｸﾞ",
  "音声",
];
const FULLWIDTH_DIGITS = "０１２３４５６７８９";
const SEPARATORS = [" ", "  ", "_", "-", ".", ". ", "、", "・", "(", ")", "【", "】", "#", "~"];
const EXTENSIONS = [".mp3", ".wav", ".flac", ".MP3", ".txt", ".lrc", ".m4a", ""];
const WHOLE_VALUES = [
  "1",
  "01",
  "10",
  "2",
  "1.5",
  "1.05",
  "-3",
  "0x1F",
  "1e3",
  "2020-01-02",
  "2020/1/2",
  "10:30",
];

function digits(random: Random): string {
  const length = 1 + random.int(4);
  let run = "";
  for (let i = 0; i < length; i++) run += String(random.int(10));
  return run;
}

function piece(random: Random): string {
  switch (random.int(7)) {
    case 0:
    case 1:
      return digits(random);
    case 2:
      return Array.from({ length: 1 + random.int(2) }, () => random.pick([...FULLWIDTH_DIGITS])).join("");
    case 3:
      return random.pick(JAPANESE);
    case 4:
      return random.pick(SEPARATORS);
    default:
      return Array.from({ length: 1 + random.int(5) }, () => random.pick([...LATIN])).join("");
  }
}

function fileName(random: Random): string {
  if (random.int(12) === 0) return random.pick(WHOLE_VALUES);
  const pieces = Array.from({ length: 1 + random.int(5) }, () => piece(random));
  const padded = random.int(10) === 0 ? ` ${pieces.join("")} ` : pieces.join("");
  return padded + random.pick(EXTENSIONS);
}

function fileNames(random: Random): (string | null)[] {
  const names: (string | null)[] = Array.from({ length: 2 + random.int(30) }, () => fileName(random));
  // Near-duplicates make the tie rules matter: same name in another case, and a shared prefix.
  const base = random.pick(names);
  if (base) names.push(base.toUpperCase(), `${base}${digits(random)}`);
  if (random.int(5) === 0) names.push(null);
  return names;
}

const portOrder = (values: (string | null)[]) =>
  [...values].sort((a, b) => compareNaturalKeys(naturalKey(a), naturalKey(b)));

describe("natural order against natural-orderby 2.0.3", () => {
  it("orders 2,000 random file-name lists exactly like orderBy", () => {
    for (let seed = 1; seed <= 2_000; seed++) {
      const names = fileNames(generator(seed));
      expect({ seed, order: portOrder(names) }).toEqual({ seed, order: orderBy(names) });
    }
  });

  it("agrees with compare() on the sign for every pair of 20,000 random names", () => {
    const random = generator(20_260_101);
    const reference = compare();
    for (let i = 0; i < 20_000; i++) {
      const a = fileName(random);
      const b = random.int(4) === 0 ? a.toLowerCase() : fileName(random);
      const port = Math.sign(compareNaturalKeys(naturalKey(a), naturalKey(b)));
      expect({ a, b, sign: port }).toEqual({ a, b, sign: Math.sign(reference(a, b)) });
    }
  });
});
