/**
 * Counts changes to anyone's stars in this server: pages ordered by the caller's own rating are cached until
 * the next change. Everything that writes or removes reviews bumps it after the write.
 */
export class RatingsVersion {
  private value = 0;

  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value++;
  }
}
