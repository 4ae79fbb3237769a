import "../texts.ts";
import { Anchor, Notification, Portal, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { versionQuery } from "../../../shared/version.ts";
import { isAdmin, useCurrentUser } from "../../auth/index.ts";
import "../scanner/watch-texts.ts";
import { serverText } from "../scanner/server-text.ts";
import classes from "./SystemNotices.module.css";

/** Spec 2 §8: the lock-file notice stays 60 s; spec 1 §9: the update notice 10 s. */
const lockNoticeMs = 60_000;
const updateNoticeMs = 10_000;

/**
 * Once per session, asks GET /api/version whether the server was interrupted mid-scan (lock file) or has an
 * update the administrator wants to hear about, and says so.
 */
export function SystemNotices() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const version = useQuery({ ...versionQuery, staleTime: Number.POSITIVE_INFINITY });
  const [lockOpen, setLockOpen] = useState(true);
  const [updateOpen, setUpdateOpen] = useState(true);
  const [ffmpegOpen, setFfmpegOpen] = useState(true);
  const [watchOpen, setWatchOpen] = useState(true);
  useEffect(() => {
    const lock = setTimeout(() => setLockOpen(false), lockNoticeMs);
    const update = setTimeout(() => setUpdateOpen(false), updateNoticeMs);
    return () => {
      clearTimeout(lock);
      clearTimeout(update);
    };
  }, []);

  const info = version.data;
  if (!info) return null;
  const showLock = lockOpen && info.lockFileExists;
  const showUpdate = updateOpen && info.update_available && info.notifyUser;
  // Only administrators can install ffmpeg; the notice stays until closed.
  const showFfmpeg = ffmpegOpen && info.ffmpegAvailable === false && isAdmin(me.data);
  // Said once: the server reports the watcher's fallback from when it happens; the notice stays until closed.
  const showWatch = watchOpen && info.watchProblem && isAdmin(me.data) ? info.watchProblem : null;
  if (!showLock && !showUpdate && !showFfmpeg && !showWatch) return null;
  return (
    <Portal>
      <Stack gap="xs" className={classes.stack}>
        {showLock ? (
          <Notification
            role="alert"
            color="orange"
            withBorder
            title={t("admin.notices.lockTitle")}
            onClose={() => setLockOpen(false)}
            closeButtonProps={{ "aria-label": t("common.close") }}
          >
            {info.lockReason ?? t("admin.notices.lockDefault")}{" "}
            {isAdmin(me.data) ? (
              <Anchor component={Link} to="/admin/scanner" size="sm" onClick={() => setLockOpen(false)}>
                {t("admin.notices.toScanner")}
              </Anchor>
            ) : null}
          </Notification>
        ) : null}
        {showUpdate ? (
          <Notification
            role="status"
            color="indigo"
            withBorder
            title={t("admin.notices.updateTitle")}
            onClose={() => setUpdateOpen(false)}
            closeButtonProps={{ "aria-label": t("common.close") }}
          >
            {t("admin.notices.updateText", { version: info.latest_release ?? info.latest_stable ?? "" })}
          </Notification>
        ) : null}
        {showFfmpeg ? (
          <Notification
            role="alert"
            color="orange"
            withBorder
            title={t("admin.notices.lockTitle")}
            onClose={() => setFfmpegOpen(false)}
            closeButtonProps={{ "aria-label": t("common.close") }}
          >
            {t("admin.notices.ffmpegMissing")}
          </Notification>
        ) : null}
        {showWatch ? (
          <Notification
            role="alert"
            color="orange"
            withBorder
            title={t("libraryWatch.noticeTitle")}
            onClose={() => setWatchOpen(false)}
            closeButtonProps={{ "aria-label": t("common.close") }}
          >
            {serverText(i18n, showWatch)}{" "}
            <Anchor component={Link} to="/admin/scanner" size="sm" onClick={() => setWatchOpen(false)}>
              {t("admin.notices.toScanner")}
            </Anchor>
          </Notification>
        ) : null}
      </Stack>
    </Portal>
  );
}
