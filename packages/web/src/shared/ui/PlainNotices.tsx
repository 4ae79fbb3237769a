import { Paper, Stack, Text } from "@mantine/core";
import { useNotices } from "../notify.ts";

/** The notices as plain text, for when the notice stack's own code could not be fetched. */
export function PlainNotices() {
  const notices = useNotices((state) => state.notices);
  return (
    <Stack pos="fixed" bottom={16} right={16} gap="xs" maw={420} style={{ zIndex: 400 }}>
      {notices.map((notice) => (
        <Paper key={notice.id} role="alert" p="sm" withBorder shadow="md">
          <Text size="sm">{notice.message}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
