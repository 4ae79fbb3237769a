import { earlySeed } from "../../shared/early-requests.ts";

export interface SeedState {
  key: string;
  seed: number;
}

/** A random seed for `order=random`: an integer 0–99 (spec 1 §9). */
export function randomSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 100);
}

/** Keeps the seed while the list's reset key is unchanged; a new key gets a new seed. */
export function nextSeedState(
  previous: SeedState | null,
  key: string,
  random: () => number = Math.random,
): SeedState {
  return previous?.key === key ? previous : { key, seed: randomSeed(random) };
}

let current: SeedState | null = null;

/**
 * The seed of the list identified by `key`. It lives outside React so that coming back to the same list
 * (e.g. from a work page) finds the same seed, the cached pages and the scroll position.
 */
export function seedFor(key: string): number {
  // A cold start on a list begins with the seed the boot script asked for the first page with.
  current = nextSeedState(current ?? earlySeed() ?? null, key);
  return current.seed;
}
