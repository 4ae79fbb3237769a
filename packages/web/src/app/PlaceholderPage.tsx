import { Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** /ai_lyric: the translation task list is another issue. */
export function TranslationsPlaceholderPage() {
  const { t } = useTranslation();
  return <Placeholder title={t("placeholder.translationsTitle")} text={t("placeholder.comingSoon")} />;
}

function Placeholder({ title, text }: { title: string; text: string }) {
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconTools size={28} />
        </ThemeIcon>
        <Title order={1} size="h3" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
