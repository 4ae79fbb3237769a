import { type FailedWork, formatWorkCode } from "@kikoeru/contract";
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { serverText } from "../scanner/server-text.ts";

/** One failed work: its code and title (to its page), its folder, why it failed, and a retry. */
export function FailedWorkRow({
  work,
  busy,
  onRetry,
}: {
  work: FailedWork;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const code = formatWorkCode(work.id);
  // A work without metadata is named after its folder, which usually starts with its code already.
  const title = work.title.startsWith(code) ? work.title.slice(code.length).trim() : work.title;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={`/work/${work.id}`} fw={600} size="sm" lineClamp={2}>
            <Text span ff="monospace" size="sm" fw={600} mr={6}>
              {code}
            </Text>
            {title}
          </Anchor>
          <Text size="xs" c="dimmed" truncate="end">
            {work.folder}
          </Text>
          <Text size="xs" c={work.reason ? "red" : "dimmed"} lineClamp={3}>
            {work.reason ? serverText(i18n, work.reason) : t("failedWorks.noReason")}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={busy}
          onClick={onRetry}
          style={{ flexShrink: 0 }}
        >
          {t("failedWorks.retry")}
        </Button>
      </Group>
    </Paper>
  );
}
