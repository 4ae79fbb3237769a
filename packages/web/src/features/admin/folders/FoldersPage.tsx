import { Stack } from "@mantine/core";
import { useAdminConfig } from "../api.ts";
import { QueryGate } from "../shared.tsx";
import { AddFolderCard } from "./AddFolderCard.tsx";
import { CoverFolderCard } from "./CoverFolderCard.tsx";
import { FolderList } from "./FolderList.tsx";

/** /admin: the library's root folders and where covers are kept. */
export function FoldersPage() {
  const config = useAdminConfig();
  return (
    <QueryGate pending={config.isPending} error={config.error} onRetry={() => void config.refetch()}>
      {config.data ? (
        <Stack gap="md">
          <FolderList folders={config.data.rootFolders} />
          <AddFolderCard
            key={config.data.voiceWorkDefaultPath}
            folders={config.data.rootFolders}
            defaultPath={config.data.voiceWorkDefaultPath}
          />
          <CoverFolderCard config={config.data} />
        </Stack>
      ) : null}
    </QueryGate>
  );
}
