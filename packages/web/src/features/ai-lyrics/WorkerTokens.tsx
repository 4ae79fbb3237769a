import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconChevronDown, IconKey } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog.tsx";
import classes from "./AiLyricPage.module.css";
import { NewToken } from "./NewToken.tsx";
import { TokenRow } from "./TokenRow.tsx";
import { useWorkerTokens, type WorkerToken } from "./worker-tokens-api.ts";

/** Administrators: create, list and revoke the tokens workers sign in with; a new token is shown once. */
export function WorkerTokens() {
  const { t } = useTranslation();
  const { list, create, revoke } = useWorkerTokens(true);
  const [name, setName] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<WorkerToken | null>(null);
  // Open while there is no token yet (the first thing an admin needs here), folded once there are some.
  const [opened, setOpened] = useState<boolean | null>(null);
  const count = list.data?.tokens.length ?? 0;
  const open = shown !== null || (opened ?? (list.isSuccess && count === 0));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: ({ token }) => {
        setShown(token);
        setName("");
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="worker-tokens-title">
      <Stack gap="sm">
        <UnstyledButton
          onClick={() => setOpened(!open)}
          aria-expanded={open}
          aria-controls="worker-tokens-body"
        >
          <Group gap="xs" wrap="nowrap">
            <IconKey size={18} />
            <Title order={2} size="h5" id="worker-tokens-title">
              {t("aiLyrics.tokens.title")}
            </Title>
            {count ? (
              <Badge size="sm" variant="light" color="gray">
                {count}
              </Badge>
            ) : null}
            <IconChevronDown size={16} className={classes.chevron} data-open={open} />
          </Group>
        </UnstyledButton>
        <Collapse expanded={open} id="worker-tokens-body">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("aiLyrics.tokens.hint")}
            </Text>
            <form onSubmit={submit}>
              <Group align="flex-end" gap="sm">
                <TextInput
                  label={t("aiLyrics.tokens.name")}
                  placeholder={t("aiLyrics.tokens.namePlaceholder")}
                  value={name}
                  maxLength={100}
                  onChange={(event) => setName(event.currentTarget.value)}
                  w={{ base: "100%", xs: 260 }}
                />
                <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
                  {t("aiLyrics.tokens.create")}
                </Button>
              </Group>
            </form>
            {shown ? <NewToken token={shown} onClose={() => setShown(null)} /> : null}
            {list.isError ? <Alert color="red">{list.error.message}</Alert> : null}
            {list.data?.tokens.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("aiLyrics.tokens.empty")}
              </Text>
            ) : null}
            {list.data?.tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </Stack>
        </Collapse>
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={t("aiLyrics.tokens.revokeTitle")}
        message={t("aiLyrics.tokens.revokeMessage", { name: revoking?.name ?? "" })}
        confirmLabel={t("aiLyrics.tokens.revoke")}
        danger
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </Paper>
  );
}
