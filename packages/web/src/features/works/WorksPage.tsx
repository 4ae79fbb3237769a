import { Container, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function WorksPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <Title order={2} mb="md">
        {t("works.title")}
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center">
          {t("works.comingSoon")}
        </Text>
      </Paper>
    </Container>
  );
}
