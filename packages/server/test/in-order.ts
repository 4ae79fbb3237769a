import { beforeEach, describe } from "vitest";

/**
 * A describe block whose tests build on each other and so run in file order (never shuffled). After the first
 * failure, a timeout included, the later steps are skipped: they would fail on the state the broken step left,
 * each after its own timeout, and bury the cause under their own errors.
 */
export function describeInOrder(name: string, body: () => void, options: { timeout?: number } = {}): void {
  describe(name, { ...options, shuffle: false, sequential: true }, () => {
    let failedStep: string | undefined;
    beforeEach((ctx) => {
      if (failedStep) ctx.skip(`skipped: the earlier step "${failedStep}" failed`);
      ctx.onTestFailed(() => {
        failedStep = ctx.task.name;
      });
    });
    body();
  });
}
