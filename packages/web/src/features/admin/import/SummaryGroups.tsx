import type { ImportSummary } from "@kikoeru/contract";
import { Badge, Group, List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Each group's counts, then each skip or change reason with how often and the first rows it concerns. */
export function SummaryGroups({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {summary.groups.map((group) => (
        <Stack key={group.group} gap={4}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {t(`import.kinds.${group.group}`)}
            </Text>
            <Badge variant="light" color={group.imported > 0 ? "teal" : "gray"}>
              {t("import.counts", { imported: group.imported, skipped: group.skipped })}
            </Badge>
          </Group>
          {group.reasons.length > 0 ? (
            <List size="sm" spacing={2} aria-label={t("import.reasons")}>
              {group.reasons.map((reason) => (
                <List.Item key={reason.reason}>
                  <Text size="sm" span>
                    {reason.count} × {reason.reason}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {reason.keys.join("、")}
                    {reason.count > reason.keys.length ? ` ${t("import.more", { count: reason.count })}` : ""}
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      ))}
      {summary.notes.length > 0 ? (
        <List size="sm" spacing={2} aria-label={t("import.notes")}>
          {summary.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
