import { create } from "zustand";

export type NoticeKind = "success" | "warning" | "error";

export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

interface NoticeState {
  notices: Notice[];
  dismiss: (id: number) => void;
}

const visibleMs = 4000;
let nextId = 1;

export const useNotices = create<NoticeState>()((set) => ({
  notices: [],
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
}));

function show(kind: NoticeKind, message: string) {
  const id = nextId++;
  useNotices.setState((state) => ({ notices: [...state.notices, { id, kind, message }] }));
  setTimeout(() => useNotices.getState().dismiss(id), visibleMs);
}

/** Transient messages shown by `<Notifications />`. */
export const notify = {
  success: (message: string) => show("success", message),
  warning: (message: string) => show("warning", message),
  error: (message: string) => show("error", message),
};
