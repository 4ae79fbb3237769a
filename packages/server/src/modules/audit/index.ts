/** The audit log of administrative changes: the one door into the audit module. */
export { AuditRepo } from "./audit.repo.ts";
export { auditRoutes } from "./audit.routes.ts";
export { AuditLog, type AuditRecord } from "./audit.service.ts";
