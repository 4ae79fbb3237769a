import type { Work } from "@kikoeru/contract";
import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconExternalLink, IconShoppingCart } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../shared/format.ts";
import { CoverImage } from "../../../shared/ui/CoverImage.tsx";
import { dlsiteUrl, labelHref } from "../links.ts";
import { CoverOverlays } from "./CoverOverlays.tsx";
import { LabelLinks } from "./LabelLinks.tsx";
import { RatingSummary } from "./RatingSummary.tsx";
import classes from "./WorkCard.module.css";

function PriceLine({ work, old }: { work: Work; old: boolean }) {
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
      {!work.nsfw ? (
        <Badge size="xs" color="green" variant="light" radius="sm">
          {t("works.card.allAges")}
        </Badge>
      ) : null}
    </Group>
  );
}

function DlsiteLink({ work }: { work: Work }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={dlsiteUrl(work.id, work.nsfw)}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      style={{ flexShrink: 0 }}
      aria-label={t("works.card.dlsiteAria")}
    >
      <Group gap={2} wrap="nowrap">
        DLsite
        <IconExternalLink size={12} aria-hidden />
      </Group>
    </Anchor>
  );
}

/** A work in the grid: cover, title, circle, rating, price and sales, voice actors and tags. */
export function WorkCard({ work, old = false }: { work: Work; old?: boolean }) {
  const href = `/work/${work.id}`;
  return (
    <Card withBorder padding={0} radius="md" className={classes.card} component="article">
      <div style={{ position: "relative" }}>
        <Link to={href} aria-label={work.title} tabIndex={-1}>
          <CoverImage workId={work.id} zoomOnHover>
            <CoverOverlays work={work} />
          </CoverImage>
        </Link>
        {!old && work.tags.some((tag) => tag.name) ? (
          <div className={classes.tags}>
            <LabelLinks work={work} show="tags" />
          </div>
        ) : null}
      </div>
      <Stack gap={6} p="sm" style={{ flex: 1 }}>
        <Text
          component={Link}
          to={href}
          fw={600}
          size="sm"
          className={classes.title}
          title={work.title}
          data-title
        >
          {work.title}
        </Text>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Anchor
            component={Link}
            to={labelHref("circle", work.circle.id)}
            size="xs"
            c="dimmed"
            truncate="end"
          >
            {work.circle.name}
          </Anchor>
          <DlsiteLink work={work} />
        </Group>
        <RatingSummary work={work} size="xs" />
        <PriceLine work={work} old={old} />
        <div style={{ marginTop: "auto" }}>
          <LabelLinks work={work} show="vas" />
        </div>
        {old ? <LabelLinks work={work} show="tags" /> : null}
      </Stack>
    </Card>
  );
}
