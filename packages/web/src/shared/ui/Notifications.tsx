import { Button, Group, Notification, Portal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type NoticeKind, useNotices } from "../notify.ts";
import classes from "./Notifications.module.css";

const colors: Record<NoticeKind, string> = {
  success: "teal",
  info: "indigo",
  warning: "yellow",
  error: "red",
};

/** Renders the queued notices at the top of the viewport. */
export function Notifications() {
  const { t } = useTranslation();
  const notices = useNotices((state) => state.notices);
  const dismiss = useNotices((state) => state.dismiss);

  return (
    <Portal>
      <Stack gap="xs" className={classes.stack}>
        {notices.map((notice) => (
          <Notification
            key={notice.id}
            role={notice.kind === "success" || notice.kind === "info" ? "status" : "alert"}
            color={colors[notice.kind]}
            withBorder
            onClose={() => dismiss(notice.id)}
            closeButtonProps={{ "aria-label": t("common.close") }}
          >
            {notice.action ? (
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{notice.message}</Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  color={colors[notice.kind]}
                  onClick={() => {
                    notice.action?.run();
                    dismiss(notice.id);
                  }}
                >
                  {notice.action.label}
                </Button>
              </Group>
            ) : (
              notice.message
            )}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
