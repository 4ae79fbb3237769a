import type { ScanLog } from "@kikoeru/contract";
import { Box, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import classes from "./Scanner.module.css";
import { numbered } from "./scan-state.ts";
import { serverText } from "./server-text.ts";

/** Spec 2 §9: the live log area is 256 px high. */
const logHeight = 256;

/** The scan's main log, dark and monospaced, following the newest line unless the reader scrolled up. */
export function ScanLogView({ logs }: { logs: ScanLog[] }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  useEffect(() => {
    const box = ref.current;
    if (box && pinned.current && logs.length > 0) box.scrollTop = box.scrollHeight;
  }, [logs]);

  return (
    <Box
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={t("admin.scanner.logs")}
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
      }}
      h={logHeight}
      p="sm"
      className={classes.log}
    >
      {logs.length === 0 ? (
        <Text size="sm" c="gray.6" ff="monospace">
          {t("admin.scanner.noLogs")}
        </Text>
      ) : (
        numbered(logs).map((log) => (
          <div key={log.line} data-level={log.level} className={classes.line}>
            <span aria-hidden="true">➜ </span>
            {serverText(i18n, log)}
          </div>
        ))
      )}
    </Box>
  );
}
