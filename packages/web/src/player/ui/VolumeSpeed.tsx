import { ActionIcon, Button, Group, Menu, Slider } from "@mantine/core";
import { IconCheck, IconVolume, IconVolume2, IconVolumeOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { playerEngine } from "../runtime.ts";
import { usePlayer } from "../store.ts";

const rates = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;

/** Mute button and volume slider (the expanded player and the desktop bar). */
export function VolumeControl({ maw }: { maw?: number }) {
  const { t } = useTranslation();
  const volume = usePlayer((state) => state.volume);
  const muted = usePlayer((state) => state.muted);
  const engine = playerEngine();
  const VolumeIcon = muted || volume === 0 ? IconVolumeOff : volume < 0.5 ? IconVolume2 : IconVolume;
  return (
    <Group gap={6} wrap="nowrap" flex={1} maw={maw}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t(muted ? "player.unmute" : "player.mute")}
        onClick={() => engine.setMuted(!muted)}
      >
        <VolumeIcon size={20} />
      </ActionIcon>
      <Slider
        thumbLabel={t("player.volume")}
        flex={1}
        size="xs"
        min={0}
        max={1}
        step={0.04}
        value={muted ? 0 : volume}
        label={(value) => `${Math.round(value * 100)}%`}
        onChange={(value) => {
          if (muted) engine.setMuted(false);
          engine.setVolume(value);
        }}
      />
    </Group>
  );
}

/** The playback speed and its menu of rates. */
export function SpeedMenu() {
  const { t } = useTranslation();
  const rate = usePlayer((state) => state.rate);
  const engine = playerEngine();
  return (
    <Menu position="top" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-sm" aria-label={t("player.speed")} miw={52}>
          {t("player.speedValue", { rate })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("player.speed")}</Menu.Label>
        {rates.map((value) => (
          <Menu.Item
            key={value}
            onClick={() => engine.setRate(value)}
            rightSection={value === rate ? <IconCheck size={14} /> : null}
          >
            {t("player.speedValue", { rate: value })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
