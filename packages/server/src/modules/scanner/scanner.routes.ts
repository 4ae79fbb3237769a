import {
  errorBodySchema,
  failedWorkRetrySchema,
  failedWorksSchema,
  message,
  type ScanKind,
  scanJobSchema,
  scanKilledSchema,
  scannerMessages,
  scannerStatusSchema,
  scanStartedSchema,
  workScanResponseSchema,
} from "@kikoeru/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../../http/errors.ts";
import type { ScannerService } from "./scanner.service.ts";
import type { LibraryWatchService } from "./watch/library-watch.ts";

const forbiddenMessage = message("scanner.onlyAdmin");
/** The running scan (`job`), or the admin import that keeps scans waiting (`importJob`, with `job` null). */
const busySchema = errorBodySchema.extend({
  job: scanJobSchema.nullable(),
  importJob: z.number().int().optional(),
});
const ROUTES: [string, ScanKind][] = [
  ["/api/scanner/scan", "scan"],
  ["/api/scanner/update", "update"],
  ["/api/scanner/lyric-scan", "lyric-scan"],
];

/** The scanner over HTTP for scripts and other tools; the admin page uses the socket channel. */
export const scannerRoutes =
  (scanner: ScannerService, watch: LibraryWatchService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [url, kind] of ROUTES) {
      app.post(
        url,
        {
          config: { access: "admin", forbiddenMessage },
          schema: { response: { 202: scanStartedSchema, 409: busySchema } },
        },
        async (_request, reply) => {
          const result = await scanner.start(kind);
          if (!result.started)
            throw result.importJob === undefined
              ? errors.scanBusy(result.job)
              : errors.scanDuringImport(result.importJob);
          return reply.status(202).send({ message: scannerMessages.started(kind).message, job: result.job });
        },
      );
    }

    app.post(
      "/api/scanner/kill",
      { config: { access: "admin", forbiddenMessage }, schema: { response: { 200: scanKilledSchema } } },
      async () => {
        const killed = scanner.kill();
        return { killed, message: killed ? scannerMessages.killed : scannerMessages.nothingToKill };
      },
    );

    app.get(
      "/api/scanner/status",
      { config: { access: "admin", forbiddenMessage }, schema: { response: { 200: scannerStatusSchema } } },
      async () => ({ ...(await scanner.status()), watch: watch.state() }),
    );

    app.get(
      "/api/scanner/failed-works",
      { config: { access: "admin", forbiddenMessage }, schema: { response: { 200: failedWorksSchema } } },
      async () => scanner.failedWorks(),
    );

    app.post(
      "/api/scanner/failed-works/:id/retry",
      {
        config: { access: "admin", forbiddenMessage },
        schema: {
          params: z.object({ id: z.string() }),
          response: { 200: failedWorkRetrySchema, 409: busySchema },
        },
      },
      async (request) => scanner.retryWork(request.params.id, request.principal!.name),
    );

    app.post(
      "/api/work/scan/:id",
      {
        schema: { params: z.object({ id: z.string() }), response: { 200: workScanResponseSchema } },
      },
      async (request) => ({
        memo: await scanner.rescanWork(request.params.id, request.principal!.name),
      }),
    );
  };
