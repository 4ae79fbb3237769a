import "../texts.ts";
import { openPanel, type PlayerPanel } from "../store.ts";
import { LyricDialog } from "./LyricDialog.tsx";
import { QueueDialog } from "./QueueDialog.tsx";
import { SleepTimerDialog } from "./SleepTimerDialog.tsx";
import { SyncHelper } from "./SyncHelper.tsx";

/** The open player dialog (loaded on demand with the others). */
export default function PlayerDialogs({ panel }: { panel: NonNullable<PlayerPanel> }) {
  const close = () => openPanel(null);
  switch (panel) {
    case "queue":
      return <QueueDialog onClose={close} />;
    case "lyrics":
      return <LyricDialog onClose={close} />;
    case "sync":
      return <SyncHelper onClose={close} />;
    case "sleep":
      return <SleepTimerDialog onClose={close} />;
  }
}
