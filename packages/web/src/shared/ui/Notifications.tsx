import { Box, Button, Group, Notification, Portal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type NoticeKind, useNotices } from "../notify.ts";
import classes from "./Notifications.module.css";

const colors: Record<NoticeKind, string> = {
  success: "teal",
  info: "indigo",
  warning: "yellow",
  error: "red",
};

/**
 * Renders the newest notice over the app header. One at a time: a stack would reach down over the page's
 * title; an older notice that has not timed out shows again when the newer one goes.
 */
export function Notifications() {
  const { t } = useTranslation();
  const notice = useNotices((state) => state.notices.at(-1));
  const dismiss = useNotices((state) => state.dismiss);
  if (!notice) return null;
  return (
    <Portal>
      <Box className={classes.stack}>
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
      </Box>
    </Portal>
  );
}
