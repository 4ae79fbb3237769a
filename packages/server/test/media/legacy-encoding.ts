const encoders = new Map<string, Map<string, number[]>>();

/** Encodes text in a legacy encoding by inverting Node's own decoder (no extra packages). */
export function encodeLegacy(text: string, encoding: "shift_jis" | "gbk" | "big5"): Buffer {
  let table = encoders.get(encoding);
  if (!table) {
    table = new Map();
    const decoder = new TextDecoder(encoding, { fatal: true });
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        try {
          const ch = decoder.decode(Uint8Array.of(lead, trail));
          if ([...ch].length === 1 && !table.has(ch)) table.set(ch, [lead, trail]);
        } catch {
          // Not a character in this encoding.
        }
      }
    }
    encoders.set(encoding, table);
  }
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else {
      const pair = table.get(ch);
      if (!pair) throw new Error(`${ch} has no ${encoding} encoding`);
      bytes.push(...pair);
    }
  }
  return Buffer.from(bytes);
}
