import type { ScanLog } from "@kikoeru/contract";
import { Box, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { numbered } from "./scan-state.ts";

/** Spec 2 §9: the live log area is 256 px high. */
const logHeight = 256;

const levelColors: Record<ScanLog["level"], string> = {
  error: "var(--mantine-color-red-4)",
  warn: "var(--mantine-color-yellow-4)",
  info: "var(--mantine-color-gray-3)",
  debug: "var(--mantine-color-gray-6)",
};

/** The scan's main log, dark and monospaced, following the newest line unless the reader scrolled up. */
export function ScanLogView({ logs }: { logs: ScanLog[] }) {
  const { t } = useTranslation();
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
      style={{
        overflowY: "auto",
        background: "var(--mantine-color-dark-8)",
        border: "1px solid var(--mantine-color-default-border)",
        borderRadius: "var(--mantine-radius-md)",
        fontFamily: "var(--mantine-font-family-monospace)",
        fontSize: 13,
        lineHeight: 1.6,
      }}
    >
      {logs.length === 0 ? (
        <Text size="sm" c="gray.6" ff="monospace">
          {t("admin.scanner.noLogs")}
        </Text>
      ) : (
        numbered(logs).map((log) => (
          <div
            key={log.line}
            data-level={log.level}
            style={{ color: levelColors[log.level], wordBreak: "break-word" }}
          >
            <span aria-hidden="true">➜ </span>
            {log.message}
          </div>
        ))
      )}
    </Box>
  );
}
