import { Button, Group, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./AiLyricPage.module.css";
import type { WorkerToken } from "./worker-tokens-api.ts";

const dateTime = (ms: number) => new Date(ms).toLocaleString();

/** One worker token: its name, when it was made and last used, and 吊销. */
export function TokenRow({ token, onRevoke }: { token: WorkerToken; onRevoke: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" aria-label={token.name}>
      <div className={classes.body}>
        <Text size="sm" fw={600} className={classes.path}>
          {token.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t("aiLyrics.tokens.createdAt", { time: dateTime(token.created_at) })} ·{" "}
          {token.last_used_at
            ? t("aiLyrics.tokens.lastUsed", { time: dateTime(token.last_used_at) })
            : t("aiLyrics.tokens.neverUsed")}
        </Text>
      </div>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        className={classes.noShrink}
        leftSection={<IconTrash size={14} />}
        onClick={onRevoke}
      >
        {t("aiLyrics.tokens.revoke")}
      </Button>
    </Group>
  );
}
