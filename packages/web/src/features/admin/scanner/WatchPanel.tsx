import "./watch-texts.ts";
import type { LibraryWatch } from "@kikoeru/contract";
import { Alert, Anchor, Badge, Box, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../../../shared/api.ts";
import { adminKeys } from "../api.ts";
import { Section } from "../shared.tsx";
import classes from "./Scanner.module.css";
import { serverText } from "./server-text.ts";

/** The watcher changes on its own (a folder copied in, a scan queued): the panel asks again this often. */
const refreshMs = 5000;
const badgeColors: Record<LibraryWatch["state"], string> = {
  watching: "teal",
  fallback: "orange",
  off: "gray",
};
const badgeTexts = { watching: "stateWatching", fallback: "stateFallback", off: "stateOff" } as const;
const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour12: false });

/** The root folder watcher on the scanner page: its state, why it cannot watch, and its latest lines. */
export function WatchPanel() {
  const { t, i18n } = useTranslation();
  const watch = useQuery({
    queryKey: [...adminKeys.scannerStatus, "watch"],
    queryFn: async ({ signal }) => (await api.get("/scanner/status", { signal })).watch ?? null,
    refetchInterval: refreshMs,
  }).data;
  if (!watch) return null;
  const description =
    watch.state === "off"
      ? t("libraryWatch.off")
      : watch.state === "fallback"
        ? t("libraryWatch.fallback", { seconds: watch.fallbackSeconds })
        : t("libraryWatch.watching", { count: watch.watched, seconds: watch.quietSeconds });
  return (
    <Section
      title={t("libraryWatch.title")}
      description={description}
      actions={
        <Badge color={badgeColors[watch.state]} variant="light">
          {t(`libraryWatch.${badgeTexts[watch.state]}`)}
        </Badge>
      }
    >
      {watch.problem ? (
        <Alert color="orange" variant="light">
          {serverText(i18n, watch.problem)}
        </Alert>
      ) : null}
      <Box
        role="log"
        aria-label={t("libraryWatch.logs")}
        tabIndex={0}
        mah={160}
        p="sm"
        className={classes.log}
      >
        {watch.logs.length === 0 ? (
          <Text size="sm" c="gray.6" ff="monospace">
            {t("libraryWatch.noLogs")}
          </Text>
        ) : (
          watch.logs.toReversed().map((line) => (
            <div key={`${line.at}-${line.message}`} data-level={line.level} className={classes.line}>
              {timeOf(line.at)} {serverText(i18n, line)}
            </div>
          ))
        )}
      </Box>
      <Anchor component={Link} to="/admin/advanced" size="sm">
        {t("libraryWatch.settings")}
      </Anchor>
    </Section>
  );
}
