import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./AiLyricPage.module.css";

/** A token just created: shown this once, with a copy button, until closed. */
export function NewToken({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" title={t("aiLyrics.tokens.createdTitle")} withCloseButton onClose={onClose}>
      <Stack gap="xs">
        <Text size="sm">{t("aiLyrics.tokens.createdHint")}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code block data-testid="worker-token" className={classes.token}>
            {token}
          </Code>
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t("aiLyrics.tokens.copiedToken") : t("aiLyrics.tokens.copy")}>
                <ActionIcon variant="light" size={36} onClick={copy} aria-label={t("aiLyrics.tokens.copy")}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
