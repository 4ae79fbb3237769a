import { ERROR_CODES, type ErrorCode } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { AppError, errors } from "./errors.ts";

/** Codes the error handler gives failures that are not AppErrors (validation, parser, unexpected). */
const HANDLER_CODES: ErrorCode[] = [
  "VALIDATION_FAILED",
  "CONFIG_INVALID",
  "INVALID_JSON",
  "BODY_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "REQUEST_INVALID",
  "SERVER_ERROR",
];

/** Codes sent in a status-200 `{success:false, message, code}`, where kikoeru answers a soft failure that way. */
const SOFT_FAILURE_CODES: ErrorCode[] = ["COVER_ORIGINAL_MISSING"];

/**
 * Factories that answer 503: the request is fine but the server cannot serve it now (kikoeru's
 * TASK_QUEUE_FULL, transcoding without ffmpeg or a live transcode instance, or after a failed encode);
 * every other one is a 4xx.
 */
const UNAVAILABLE = new Set<keyof typeof errors>([
  "taskQueueFull",
  "ffmpegMissing",
  "noTranscoder",
  "transcodeFailed",
]);
/** A remote server the syncer asked failed it: 502, the gateway's status. */
const BAD_GATEWAY = new Set<keyof typeof errors>(["syncRemoteFailed"]);

/** Arguments a factory needs beyond plain placeholders. */
const ARGS: Partial<Record<keyof typeof errors, unknown[]>> = {
  labelNotFound: ["tag", "1"],
  editLabelNotFound: ["tag", "1"],
  nameRepairConflict: [[{ to: "夜に駆ける.wav", from: ["栭偵嬱偗傞.wav", "夜に駆ける.wav"] }]],
};

/** Calls a factory with placeholder arguments. */
function build(name: keyof typeof errors): AppError {
  const factory = errors[name] as (...args: unknown[]) => AppError;
  return factory(...(ARGS[name] ?? Array.from({ length: factory.length }, () => "1")));
}

describe("error factories", () => {
  const names = Object.keys(errors) as (keyof typeof errors)[];
  const built = names.map((name) => [name, build(name)] as const);

  it("each build an AppError with a 4xx status (503, 502 for the listed few), a listed code and a Chinese or kikoeru sentence", () => {
    for (const [name, error] of built) {
      expect(error, name).toBeInstanceOf(AppError);
      if (UNAVAILABLE.has(name)) expect(error.status, name).toBe(503);
      else if (BAD_GATEWAY.has(name)) expect(error.status, name).toBe(502);
      else {
        expect(error.status, name).toBeGreaterThanOrEqual(400);
        expect(error.status, name).toBeLessThan(500);
      }
      expect(ERROR_CODES, name).toContain(error.code);
      expect(error.message, name).not.toBe("");
      expect(error.message, name).not.toContain("{{");
    }
  });

  it("leave no listed code unused", () => {
    const used = new Set<string>([
      ...built.map(([, error]) => error.code),
      ...HANDLER_CODES,
      ...SOFT_FAILURE_CODES,
    ]);
    expect(ERROR_CODES.filter((code) => !used.has(code))).toEqual([]);
  });

  it("keep the field-error shape old clients read", () => {
    const error = errors.userNameTaken("alice");
    expect([error.status, error.code, error.message]).toEqual([
      422,
      "USER_NAME_TAKEN",
      "该名称已存在，用户名不能重复",
    ]);
    expect(error.extra).toEqual({
      errors: [{ msg: "该名称已存在，用户名不能重复", param: "name", location: "body", value: "alice" }],
    });
  });
});
