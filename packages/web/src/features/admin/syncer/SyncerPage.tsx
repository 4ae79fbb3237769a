import "./texts.ts";
import { Stack } from "@mantine/core";
import { useState } from "react";
import { useAdminConfig } from "../api.ts";
import { QueryGate } from "../shared.tsx";
import { useCreateSyncTask, useSyncInfo } from "./api.ts";
import { SyncForm, type SyncSearch } from "./SyncForm.tsx";
import { SyncTreeDialog } from "./SyncTreeDialog.tsx";
import type { RemoteNode } from "./sync-tree.ts";
import { TaskList } from "./TaskList.tsx";

interface Found {
  search: SyncSearch;
  title: string;
  folder: string;
  tracks: RemoteNode[];
}

/** /admin/syncer: pull a work from another server of the same kind (spec 1 §2 "Syncer"). */
export function SyncerPage() {
  const config = useAdminConfig();
  const info = useSyncInfo();
  const create = useCreateSyncTask();
  const [found, setFound] = useState<Found | null>(null);

  const search = (request: SyncSearch) =>
    info.mutate(
      { host: request.host, metaApi: request.metaApi, trackApi: request.trackApi, filter: request.code },
      { onSuccess: ({ tracks, title, folder }) => setFound({ search: request, title, folder, tracks }) },
    );

  return (
    <QueryGate pending={config.isPending} error={config.error} onRetry={() => void config.refetch()}>
      {config.data ? (
        <Stack gap="md">
          <SyncForm folders={config.data.rootFolders} searching={info.isPending} onSearch={search} />
          <TaskList />
          {found ? (
            <SyncTreeDialog
              key={`${found.search.host} ${found.search.code}`}
              code={found.search.code}
              host={found.search.host}
              title={found.title}
              folder={found.folder}
              tree={found.tracks}
              creating={create.isPending}
              onClose={() => setFound(null)}
              onConfirm={(treeTracks) => {
                const { host, code, rootFolderName, metaApi, trackApi } = found.search;
                create.mutate(
                  { host, code, rootFolderName, metaApi, trackApi, treeTracks },
                  { onSuccess: () => setFound(null) },
                );
              }}
            />
          ) : null}
        </Stack>
      ) : null}
    </QueryGate>
  );
}
