import { ActionIcon } from "@mantine/core";
import { IconPlayerSkipBackFilled, IconPlayerSkipForwardFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { usePlayerPreferences } from "../preferences.ts";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";
import { SeekIcon } from "./SeekIcon.tsx";

/** Previous or next track beside the play button, or rewind / forward when the preference swaps them. */
export function BarSideButton({ which }: { which: "previous" | "next" }) {
  const { t } = useTranslation();
  const rewind = usePlayer((state) => state.rewindSeconds);
  const forward = usePlayer((state) => state.forwardSeconds);
  const swap = usePlayerPreferences((state) => state.swapSeekButtons);
  const engine = playerEngine();
  if (swap) {
    const seconds = which === "previous" ? rewind : forward;
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t(which === "previous" ? "player.rewind" : "player.forward", { seconds })}
        onClick={() => engine.seekBy(which === "previous" ? -rewind : forward)}
      >
        <SeekIcon direction={which === "previous" ? "back" : "forward"} seconds={seconds} />
      </ActionIcon>
    );
  }
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t(`player.${which}`)}
      onClick={() => (which === "previous" ? engine.previous() : engine.next())}
    >
      {which === "previous" ? (
        <IconPlayerSkipBackFilled size={18} />
      ) : (
        <IconPlayerSkipForwardFilled size={18} />
      )}
    </ActionIcon>
  );
}
