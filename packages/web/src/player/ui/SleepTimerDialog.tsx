import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../shared/notify.ts";
import { usePlayerPreferences } from "../preferences.ts";
import { setSleepEnd } from "../runtime.ts";
import { clockEnd, countdownEnd } from "../sleep-timer.ts";
import { usePlayer } from "../store.ts";
import { SleepCountdown } from "./SleepCountdown.tsx";

const hhmm = (time: number) =>
  new Date(time).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hour12: false });

function clockPreview(clock: string): number | null {
  const [hours, minutes] = clock.split(":").map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes))
    return null;
  return clockEnd(hours, minutes, Date.now());
}

/** 睡眠定时: stop at a clock time or after a countdown (the old style offers the clock time only). */
export function SleepTimerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const oldStyle = usePlayerPreferences((state) => state.oldSleepTimer);
  const sleepEnd = usePlayer((state) => state.sleepEnd);
  const [mode, setMode] = useState<"countdown" | "clock">(oldStyle ? "clock" : "countdown");
  const [minutes, setMinutes] = useState(30);
  const [clock, setClock] = useState(() => hhmm(sleepEnd ?? Date.now()));

  const countdown = countdownEnd(minutes, Date.now());
  const preview = mode === "countdown" ? (countdown.ok ? countdown.end : null) : clockPreview(clock);

  const confirm = () => {
    let end: number;
    if (mode === "countdown") {
      const result = countdownEnd(minutes, Date.now());
      if (!result.ok) {
        notify.error(t("player.sleep.failed"));
        return;
      }
      end = result.end;
    } else {
      const at = clockPreview(clock);
      if (at === null) return;
      end = at;
    }
    setSleepEnd(end);
    notify.success(t("player.sleep.set", { time: hhmm(end) }));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t("player.sleep.title")} centered>
      <Stack gap="md">
        {sleepEnd !== null ? (
          <Text size="sm" fw={600} c="indigo" data-testid="sleep-active">
            {t("player.sleep.active", { time: hhmm(sleepEnd) })}
          </Text>
        ) : null}
        {oldStyle ? null : (
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => setMode(value as "countdown" | "clock")}
            data={[
              { value: "countdown", label: t("player.sleep.countdown") },
              { value: "clock", label: t("player.sleep.clock") },
            ]}
          />
        )}
        {mode === "countdown" ? (
          <SleepCountdown minutes={minutes} onChange={setMinutes} />
        ) : (
          <TextInput
            type="time"
            label={t("player.sleep.at")}
            value={clock}
            onChange={(event) => setClock(event.currentTarget.value)}
          />
        )}
        <Text size="sm" c="dimmed" data-testid="sleep-preview">
          {preview === null ? "\u00a0" : t("player.sleep.set", { time: hhmm(preview) })}
        </Text>
        <Group justify="space-between">
          {sleepEnd !== null ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                setSleepEnd(null);
                onClose();
              }}
            >
              {t("player.sleep.cancel")}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button onClick={confirm}>{t("common.confirm")}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
