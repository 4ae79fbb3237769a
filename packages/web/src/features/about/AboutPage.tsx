import { Alert, Anchor, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconApi, IconBrandGithub, IconLanguage, IconServer } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { versionQuery } from "../../shared/version.ts";
import classes from "./AboutPage.module.css";
import { isAffectedIos } from "./ios.ts";
import { type ProjectLink, projectLinks } from "./links.ts";

const items: { link: ProjectLink; icon: ReactNode }[] = [
  { link: "apiDocs", icon: <IconApi size={20} /> },
  { link: "kikoeruServer", icon: <IconServer size={20} /> },
  { link: "kikoeruWeb", icon: <IconBrandGithub size={20} /> },
  { link: "aiTranslation", icon: <IconLanguage size={20} /> },
];

/** /about: the API docs and the kikoeru projects this server works with, and the iOS 17.3+ autoplay warning. */
export function AboutPage() {
  const { t } = useTranslation();
  const affected = isAffectedIos(navigator.userAgent, navigator.maxTouchPoints);
  const version = useQuery(versionQuery);
  return (
    <Container size={760} px={{ base: "sm", sm: "md" }} py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("about.title")}
        </Title>
        <Text c="dimmed">{t("about.intro")}</Text>
        {version.data ? (
          <Text size="sm" c="dimmed">
            {t("about.version", { version: version.data.current })}
          </Text>
        ) : null}
        {affected ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t("about.iosTitle")}>
            {t("about.iosWarning")}
          </Alert>
        ) : null}
        <Paper withBorder radius="md">
          {items.map(({ link, icon }) => (
            <Group key={link} gap="md" p="md" wrap="nowrap" className={classes.link}>
              <ThemeIcon variant="light" size={40} radius="md">
                {icon}
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Anchor href={projectLinks[link]} target="_blank" rel="noopener noreferrer" fw={600}>
                  {t(`about.links.${link}`)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(`about.descriptions.${link}`)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Paper>
      </Stack>
    </Container>
  );
}
