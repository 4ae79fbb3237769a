import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Text fz={72} fw={800} lh={1} c="dimmed">
          404
        </Text>
        <Title order={2} ta="center">
          {t("notFound.title")}
        </Title>
        <Text c="dimmed" ta="center">
          {t("notFound.description")}
        </Text>
        <Button component={Link} to="/" mt="sm">
          {t("notFound.home")}
        </Button>
      </Stack>
    </Center>
  );
}
