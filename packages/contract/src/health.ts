import { z } from "zod";

/** The folders of the data folder every instance of a cluster must be able to write (a shared mount). */
export const HEALTH_FOLDERS = ["data", "covers", "cache", "logs"] as const;

/**
 * `GET /api/health/details` (our addition beside kikoeru's text `OK` at `/api/health`): for a load balancer
 * or an operator, whether this instance can reach the database and write its folders. Public, so it names
 * no path, address or version; 503 when something is wrong.
 */
export const healthDetailsSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  /** This process (random per start unless KIKOERU_INSTANCE_ID is set). */
  instance: z.string(),
  cluster: z.boolean(),
  database: z.object({ reachable: z.boolean() }),
  folders: z.array(z.object({ name: z.enum(HEALTH_FOLDERS), writable: z.boolean() })),
});
export type HealthDetails = z.infer<typeof healthDetailsSchema>;
