import { useLocalStorage } from "@mantine/hooks";
import { DEFAULT_META_TEMPLATE, DEFAULT_TRACK_TEMPLATE } from "./sync-rules.ts";

export interface SyncerSettings {
  rootFolderName: string;
  host: string;
  metaApi: string;
  trackApi: string;
}

const defaults: SyncerSettings = {
  rootFolderName: "",
  host: "",
  metaApi: DEFAULT_META_TEMPLATE,
  trackApi: DEFAULT_TRACK_TEMPLATE,
};

/** The storage folder, host and templates are remembered in the browser (spec 1 §3), the code is not. */
export function useSyncerSettings() {
  const [stored, setStored] = useLocalStorage<Partial<SyncerSettings>>({
    key: "kikoeru-syncer",
    defaultValue: {},
    getInitialValueInEffect: false,
  });
  const settings: SyncerSettings = { ...defaults, ...stored };
  const update = (patch: Partial<SyncerSettings>) => setStored((current) => ({ ...current, ...patch }));
  return [settings, update] as const;
}
