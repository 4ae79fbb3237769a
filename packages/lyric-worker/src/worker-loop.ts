import { rm } from "node:fs/promises";
import path from "node:path";
import { decodeAudio } from "./audio.ts";
import { type Engine, EngineFailure, type Language } from "./engine/engine.ts";
import { Heartbeat } from "./heartbeat.ts";
import { toLrc, toVtt } from "./lyric-format.ts";
import { FatalError, type HeldTask, type ProtocolClient } from "./protocol-client.ts";
import { abortableSleep } from "./sleep.ts";
import { TaskFile } from "./task-file.ts";

export interface WorkerOptions {
  client: ProtocolClient;
  engine: Engine;
  /** Holds task.json and the audio being worked on. */
  stateDir: string;
  workerName: string;
  language: Language;
  threads: number;
  log: (line: string) => void;
  /** Aborted on SIGINT/SIGTERM: the worker stops and keeps task.json, so its next start resumes the task. */
  signal: AbortSignal;
  /** Pause between two `acquire` calls when the queue is empty (kikoeru's worker: 5 s). */
  idleMs?: number;
  /** Interval of the `status` heartbeat that carries the progress. */
  statusEveryMs?: number;
}

/** Resumes the task task.json names, then claims and transcribes tasks until `signal` aborts. */
export async function runWorker(options: WorkerOptions): Promise<void> {
  const { client, log, signal } = options;
  const taskFile = new TaskFile(options.stateDir);
  await client.signIn();
  const resumed = await taskFile.load();
  if (resumed) {
    log(`继续上次未完成的任务 #${resumed.id}`);
    await processTask(options, taskFile, resumed);
  }
  let emptyPolls = 0;
  while (!signal.aborted) {
    const task = await client.acquire(options.workerName);
    if (!task) {
      emptyPolls += 1;
      await abortableSleep(idleDelay(options.idleMs ?? 5000, emptyPolls), signal).catch(() => undefined);
      continue;
    }
    emptyPolls = 0;
    await taskFile.save(task);
    log(`已认领任务 #${task.id}`);
    await processTask(options, taskFile, task);
  }
}

/**
 * The pause after `emptyPolls` empty acquires in a row: the base for the first minute or so, then growing by half
 * each time up to three times the base, so an idle fleet polls less; ±20 % jitter keeps workers started together
 * from polling in step.
 */
export function idleDelay(baseMs: number, emptyPolls: number, random: () => number = Math.random): number {
  const growth = Math.min(3, 1.5 ** Math.max(0, emptyPolls - 12));
  return Math.round(baseMs * growth * (0.8 + 0.4 * random()));
}

/** The file name extension kept only when it is plain ASCII: ffmpeg probes the content anyway. */
const safeExtension = (ext: string) => (/^\.[A-Za-z0-9]{1,10}$/.test(ext) ? ext : ".audio");

async function processTask(options: WorkerOptions, taskFile: TaskFile, task: HeldTask): Promise<void> {
  const { client, log, signal } = options;
  if (!(await client.stillHeld(task))) {
    log(`任务 #${task.id} 已不属于本 worker（被删除、重做或租约过期），跳过`);
    await taskFile.clear();
    return;
  }
  const audioFile = path.join(options.stateDir, `${task.id}${safeExtension(task.audio_ext)}`);
  const heartbeat = new Heartbeat(client, task, options.statusEveryMs ?? 5000, log);
  const working = AbortSignal.any([signal, heartbeat.lost]);
  try {
    heartbeat.report("下载音频", 0);
    if (!(await client.download(task, audioFile))) heartbeat.giveUp();
    working.throwIfAborted();
    heartbeat.report("解码音频", 0);
    const pcm = await decodeAudio(audioFile);
    if (pcm.length === 0) throw new Error("音频为空：ffmpeg 没有解出任何声音");
    const started = Date.now();
    heartbeat.report("翻译进度: 0%", 0);
    const segments = await options.engine.transcribe(pcm, {
      language: options.language,
      threads: options.threads,
      signal: working,
      onProgress: (percent) => heartbeat.report(`翻译进度: ${percent}%`, percent),
    });
    working.throwIfAborted();
    await heartbeat.stop();
    const accepted = await client.finish(task, {
      success: true,
      lrc_content: toLrc(segments),
      vtt_content: toVtt(segments),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(
      accepted
        ? `任务 #${task.id} 完成：${segments.length} 句，用时 ${seconds} 秒`
        : `任务 #${task.id} 已被收回`,
    );
  } catch (error) {
    await heartbeat.stop();
    // Stopping, refused credentials or a broken engine end the worker; task.json stays for the next start.
    if (signal.aborted || error instanceof FatalError || error instanceof EngineFailure) throw error;
    if (heartbeat.lost.aborted) {
      log(`任务 #${task.id} 已被收回（被删除、重做或租约过期），放弃`);
    } else {
      const message = (error as Error).message;
      log(`任务 #${task.id} 失败：${message}`);
      await client.finish(task, { success: false, lrc_content: "", error: message });
    }
  } finally {
    await rm(audioFile, { force: true });
  }
  await taskFile.clear();
}
