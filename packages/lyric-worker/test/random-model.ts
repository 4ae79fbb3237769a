import { randomFillSync } from "node:crypto";
import { closeSync, openSync, statSync, writeSync } from "node:fs";

/**
 * A whisper.cpp model in the legacy ggml layout, filled with random weights, with the exact tensor shapes of a
 * real Whisper size. No real model can be obtained on the test machines, and this one costs the engine what
 * the real one costs (same matrices, same file size), so the whole load → encode → decode path runs. Its text
 * output is garbage: tests assert structure, never words. Weights are f16 like the published files (the
 * binding's whisper.cpp only accepts f16 convolution weights).
 */
export type ModelShape = "test" | "tiny" | "base" | "small";

interface Dimensions {
  /** Width of the encoder and decoder (they are equal in every Whisper size). */
  width: number;
  heads: number;
  encoderLayers: number;
  decoderLayers: number;
}

const SHAPES: Record<ModelShape, Dimensions> = {
  // The smallest shape the loader accepts: seconds to write and to run, for the fast engine test.
  test: { width: 64, heads: 2, encoderLayers: 1, decoderLayers: 1 },
  tiny: { width: 384, heads: 6, encoderLayers: 4, decoderLayers: 4 },
  base: { width: 512, heads: 8, encoderLayers: 6, decoderLayers: 6 },
  small: { width: 768, heads: 12, encoderLayers: 12, decoderLayers: 12 },
};

const MAGIC = 0x67676d6c;
const MULTILINGUAL_VOCAB = 51865;
const AUDIO_CONTEXT = 1500;
const TEXT_CONTEXT = 448;
const MELS = 80;
const FFT_BINS = 201;
const FTYPE_F16 = 1;
const TYPE_F32 = 0;
const TYPE_F16 = 1;
/** Elements written per chunk, so that a 487 MB model never sits in memory at once. */
const CHUNK = 1 << 20;

/** 4096 half-precision magnitudes spread evenly below 0.04: small enough that activations stay finite. */
const HALF_MAGNITUDES = (() => {
  const table = new Uint16Array(4096);
  const f32 = new Float32Array(1);
  const bits = new Uint32Array(f32.buffer);
  for (let i = 0; i < table.length; i++) {
    f32[0] = ((i + 1) / table.length) * 0.04;
    const exponent = ((bits[0]! >>> 23) & 0xff) - 112;
    table[i] = exponent <= 0 ? 0 : (exponent << 10) | ((bits[0]! & 0x7fffff) >>> 13);
  }
  return table;
})();

class ModelWriter {
  private readonly fd: number;
  constructor(file: string) {
    this.fd = openSync(file, "w");
  }
  ints(...values: number[]): void {
    const buffer = Buffer.alloc(4 * values.length);
    values.forEach((value, i) => {
      buffer.writeInt32LE(value, 4 * i);
    });
    writeSync(this.fd, buffer);
  }
  bytes(buffer: Uint8Array): void {
    writeSync(this.fd, buffer);
  }
  /** f32 values: a constant (layer-norm gains are 1) or small random numbers. */
  floats(count: number, constant?: number): void {
    for (let done = 0; done < count; done += CHUNK) {
      const part = new Float32Array(Math.min(CHUNK, count - done));
      for (let i = 0; i < part.length; i++) part[i] = constant ?? (Math.random() - 0.5) * 0.04;
      this.bytes(new Uint8Array(part.buffer));
    }
  }
  /** f16 values: random bits pick a magnitude from the table and a sign. */
  halves(count: number): void {
    for (let done = 0; done < count; done += CHUNK) {
      const part = new Uint16Array(Math.min(CHUNK, count - done));
      randomFillSync(part);
      for (let i = 0; i < part.length; i++)
        part[i] = HALF_MAGNITUDES[part[i]! & 0xfff]! | (part[i]! & 0x8000);
      this.bytes(new Uint8Array(part.buffer));
    }
  }
  close(): void {
    closeSync(this.fd);
  }
}

/** Writes the model to `file` and returns its size in bytes. */
export function writeRandomModel(file: string, shape: ModelShape): number {
  const { width, heads, encoderLayers, decoderLayers } = SHAPES[shape];
  const out = new ModelWriter(file);
  try {
    out.ints(MAGIC, MULTILINGUAL_VOCAB, AUDIO_CONTEXT, width, heads, encoderLayers, TEXT_CONTEXT);
    out.ints(width, heads, decoderLayers, MELS, FTYPE_F16);
    out.ints(MELS, FFT_BINS);
    out.floats(MELS * FFT_BINS, 0.01);
    // The 256 single-byte tokens; the loader names the rest of the multilingual vocabulary itself.
    out.ints(256);
    for (let byte = 0; byte < 256; byte++) {
      out.ints(1);
      out.bytes(Uint8Array.of(byte));
    }
    const tensor = (name: string, dims: number[], type: number, constant?: number) => {
      const nameBytes = Buffer.from(name);
      out.ints(dims.length, nameBytes.length, type, ...dims);
      out.bytes(nameBytes);
      const count = dims.reduce((a, b) => a * b, 1);
      if (type === TYPE_F16) out.halves(count);
      else out.floats(count, constant);
    };
    const norm = (name: string) => {
      tensor(`${name}.weight`, [width], TYPE_F32, 1);
      tensor(`${name}.bias`, [width], TYPE_F32);
    };
    const linear = (name: string, inputs: number, outputs: number, bias = true) => {
      tensor(`${name}.weight`, [inputs, outputs], TYPE_F16);
      if (bias) tensor(`${name}.bias`, [outputs], TYPE_F32);
    };
    const attention = (name: string) => {
      linear(`${name}.query`, width, width);
      linear(`${name}.key`, width, width, false);
      linear(`${name}.value`, width, width);
      linear(`${name}.out`, width, width);
    };
    const block = (name: string, crossAttention: boolean) => {
      norm(`${name}.attn_ln`);
      attention(`${name}.attn`);
      if (crossAttention) {
        norm(`${name}.cross_attn_ln`);
        attention(`${name}.cross_attn`);
      }
      norm(`${name}.mlp_ln`);
      linear(`${name}.mlp.0`, width, 4 * width);
      linear(`${name}.mlp.2`, 4 * width, width);
    };

    tensor("encoder.positional_embedding", [width, AUDIO_CONTEXT], TYPE_F32);
    tensor("encoder.conv1.weight", [3, MELS, width], TYPE_F16);
    tensor("encoder.conv1.bias", [1, width], TYPE_F32);
    tensor("encoder.conv2.weight", [3, width, width], TYPE_F16);
    tensor("encoder.conv2.bias", [1, width], TYPE_F32);
    for (let layer = 0; layer < encoderLayers; layer++) block(`encoder.blocks.${layer}`, false);
    norm("encoder.ln_post");
    tensor("decoder.positional_embedding", [width, TEXT_CONTEXT], TYPE_F32);
    tensor("decoder.token_embedding.weight", [width, MULTILINGUAL_VOCAB], TYPE_F16);
    for (let layer = 0; layer < decoderLayers; layer++) block(`decoder.blocks.${layer}`, true);
    norm("decoder.ln");
  } finally {
    out.close();
  }
  return statSync(file).size;
}
