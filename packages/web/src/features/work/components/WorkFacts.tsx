import type { WorkDetail } from "@kikoeru/contract";
import { Anchor, Group, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatClock, formatNumber } from "../../../shared/format.ts";
import { AgeBadge, dlsiteUrl } from "../../works/index.ts";

/** Price, sales, release date, total duration, the age badge and the DLsite link. */
export function WorkFacts({ work }: { work: WorkDetail }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Group gap="md" wrap="wrap">
      <Text fw={700} c="red.7">
        {t("works.card.price", { price: number(work.price) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("work.sales", { count: work.dl_count, value: number(work.dl_count) })}
      </Text>
      {work.release ? (
        <Text size="sm" c="dimmed">
          {t("work.release", { date: work.release })}
        </Text>
      ) : null}
      {work.memo.totalDuration > 0 ? (
        <Text size="sm" c="dimmed">
          {t("work.totalDuration", { time: formatClock(work.memo.totalDuration) })}
        </Text>
      ) : null}
      <AgeBadge work={work} />
      <Anchor href={dlsiteUrl(work.id, work.nsfw)} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} wrap="nowrap">
          DLsite
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>
    </Group>
  );
}
