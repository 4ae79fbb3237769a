import "../texts.ts";
import "./texts.ts";
import { formatWorkCode } from "@kikoeru/contract";
import { Button, Stack, Text } from "@mantine/core";
import { IconRadar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/notify.ts";
import { serverText } from "../scanner/server-text.ts";
import { notifyActionError, QueryGate, Section } from "../shared.tsx";
import { useFailedWorks, useRetryAll, useRetryWork } from "./api.ts";
import { FailedWorkRow } from "./FailedWorkRow.tsx";

/** /admin/failed-works: works whose metadata fetch failed ("0 日元", "N/A", grey cover), each with a retry. */
export function FailedWorksPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useFailedWorks();
  const retry = useRetryWork();
  const retryAll = useRetryAll();

  const retryOne = (id: number) =>
    retry.mutate(id, {
      onSuccess: ({ fixed, reason }) => {
        if (fixed) notify.success(t("failedWorks.fixed", { code: formatWorkCode(id) }));
        else if (reason) notify.error(`${formatWorkCode(id)}: ${serverText(i18n, reason)}`);
      },
      onError: notifyActionError,
    });
  const startScan = () =>
    retryAll.mutate(undefined, {
      onSuccess: () =>
        notify.success(t("failedWorks.scanStarted"), {
          action: { label: t("failedWorks.viewScan"), run: () => void navigate("/admin/scanner") },
        }),
      onError: notifyActionError,
    });

  const works = list.data?.works ?? [];
  return (
    <Section
      title={t("failedWorks.title")}
      description={t("failedWorks.hint")}
      actions={
        works.length > 0 ? (
          <Button leftSection={<IconRadar size={16} />} loading={retryAll.isPending} onClick={startScan}>
            {t("failedWorks.retryAll")}
          </Button>
        ) : null
      }
    >
      <QueryGate pending={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
        {works.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("failedWorks.empty")}
          </Text>
        ) : (
          <Stack gap="xs">
            {works.map((work) => (
              <FailedWorkRow
                key={work.id}
                work={work}
                busy={retry.isPending && retry.variables === work.id}
                onRetry={() => retryOne(work.id)}
              />
            ))}
            {list.data && list.data.total > works.length ? (
              <Text size="xs" c="dimmed">
                {t("failedWorks.more", { shown: works.length, total: list.data.total })}
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryGate>
    </Section>
  );
}
