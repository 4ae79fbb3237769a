import type { Work } from "@kikoeru/contract";
import { Anchor, Group, Text } from "@mantine/core";
import { IconExternalLink, IconShoppingCart } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../shared/format.ts";
import { dlsiteUrl } from "../links.ts";
import { AgeBadge } from "./AgeBadge.tsx";
import classes from "./WorkCard.module.css";

/** Price and sales (one line of text in the old card style) and the age badge. */
export function PriceLine({ work, old }: { work: Work; old: boolean }) {
  const { t, i18n } = useTranslation();
  const price = formatNumber(work.price, i18n.language);
  const sales = formatNumber(work.dl_count, i18n.language);
  return (
    <Group gap={6} wrap="wrap" align="center">
      {old ? (
        <Text size="xs">{t("works.card.oldPrice", { price, sales })}</Text>
      ) : (
        <>
          <Text size="sm" fw={600} c="red.7">
            {t("works.card.price", { price })}
          </Text>
          <Group gap={2} c="dimmed" aria-label={t("works.card.salesAria", { count: work.dl_count })}>
            <IconShoppingCart size={13} aria-hidden />
            <Text size="xs">{sales}</Text>
          </Group>
        </>
      )}
      <AgeBadge work={work} size="xs" />
    </Group>
  );
}

/** The work on DLsite, in a new tab. */
export function DlsiteLink({ work }: { work: Work }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={dlsiteUrl(work.id, work.nsfw)}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      className={classes.noShrink}
      aria-label={t("works.card.dlsiteAria")}
    >
      <Group gap={2} wrap="nowrap">
        DLsite
        <IconExternalLink size={12} aria-hidden />
      </Group>
    </Anchor>
  );
}
