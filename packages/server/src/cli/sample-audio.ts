import sharp from "sharp";

/**
 * A PCM WAV file (16-bit mono) of a sine tone, written byte by byte, so fixtures and the demo need no
 * encoder. A few notes make it pleasant enough to listen to in the demo.
 */
export function sineWav(seconds: number, frequencies: number[] = [440], sampleRate = 8000): Buffer {
  const samples = Math.max(1, Math.round(seconds * sampleRate));
  const data = Buffer.alloc(samples * 2);
  const noteLength = Math.ceil(samples / frequencies.length);
  for (let i = 0; i < samples; i++) {
    const freq = frequencies[Math.min(frequencies.length - 1, Math.floor(i / noteLength))]!;
    const envelope = Math.min(1, (i % noteLength) / 200, (noteLength - (i % noteLength)) / 200);
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * freq * i) / sampleRate) * 8000 * envelope), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A cover-like JPEG: a two-colour gradient with a few shapes and a (Latin) label, made with sharp. */
export async function coverJpeg(label: string, hue: number, width = 560, height = 420): Promise<Buffer> {
  const escaped = label.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,40%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.72}" cy="${height * 0.35}" r="${height * 0.22}" fill="hsla(${(hue + 180) % 360},80%,85%,0.55)"/>
  <rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.84}" height="${height * 0.2}" rx="14" fill="rgba(0,0,0,0.35)"/>
  <text x="50%" y="${height * 0.75}" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="#fff" text-anchor="middle">${escaped}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
