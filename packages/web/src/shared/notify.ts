import { create } from "zustand";

export type NoticeKind = "success" | "info" | "warning" | "error";

/** A button on a notice; using it also closes the notice. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
  action?: NoticeAction;
}

export interface NoticeOptions {
  /** How long the notice stays (default 4 s). */
  durationMs?: number;
  action?: NoticeAction;
  /** Called once when the notice goes, whether closed, timed out or acted on. */
  onClose?: () => void;
}

interface NoticeState {
  notices: Notice[];
  dismiss: (id: number) => void;
}

const visibleMs = 4000;
let nextId = 1;
const closeHandlers = new Map<number, () => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useNotices = create<NoticeState>()((set) => ({
  notices: [],
  dismiss: (id) => {
    set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
    clearTimeout(timers.get(id));
    timers.delete(id);
    const onClose = closeHandlers.get(id);
    closeHandlers.delete(id);
    onClose?.();
  },
}));

function closeLater(id: number, durationMs: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => useNotices.getState().dismiss(id), durationMs),
  );
}

/**
 * Queues a notice. The same sentence shown again (ten failed loads while the server is down) keeps the one
 * already shown a while longer instead of adding a copy.
 */
function show(kind: NoticeKind, message: string, options: NoticeOptions = {}): number {
  const durationMs = options.durationMs ?? visibleMs;
  const same = useNotices
    .getState()
    .notices.find((notice) => notice.kind === kind && notice.message === message);
  if (same && !options.onClose) {
    closeLater(same.id, durationMs);
    return same.id;
  }
  const id = nextId++;
  const notice: Notice = { id, kind, message, ...(options.action ? { action: options.action } : {}) };
  useNotices.setState((state) => ({ notices: [...state.notices, notice] }));
  if (options.onClose) closeHandlers.set(id, options.onClose);
  closeLater(id, durationMs);
  return id;
}

/** Transient messages shown by `<Notifications />`; each returns the notice's id. */
export const notify = {
  success: (message: string, options?: NoticeOptions) => show("success", message, options),
  info: (message: string, options?: NoticeOptions) => show("info", message, options),
  warning: (message: string, options?: NoticeOptions) => show("warning", message, options),
  error: (message: string, options?: NoticeOptions) => show("error", message, options),
};
