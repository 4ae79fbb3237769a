import type { WorkDetail } from "@kikoeru/contract";
import {
  type Icon,
  IconAlphabetJapanese,
  IconEdit,
  IconFolderSearch,
  IconPhotoEdit,
  IconRestore,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { ComponentType } from "react";
import { EditCoverDialog, RecoverCoverDialog } from "../cover-editor/CoverActionDialogs.tsx";
import { EditWorkDialog } from "../edit/EditWorkDialog.tsx";
import { NameRepairDialog } from "../name-repair/NameRepairDialog.tsx";
import { ScanWorkDialog } from "./ScanWorkDialog.tsx";

/** What an action's dialog gets: the work, whether it is open, and how to close it. */
export interface WorkActionDialogProps {
  work: WorkDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * One entry of the work page's more menu (⋯, administrators only). Choosing it opens its dialog, which does
 * the work and closes itself; an action is added by adding one entry here.
 */
export interface WorkAction {
  id: string;
  icon: Icon;
  label: (t: TFunction) => string;
  /** Shown only when true, e.g. "restore the original cover" once a cover was replaced. */
  shown?: (work: WorkDetail) => boolean;
  danger?: boolean;
  Dialog: ComponentType<WorkActionDialogProps>;
}

export const workActions: readonly WorkAction[] = [
  { id: "edit", icon: IconEdit, label: (t) => t("editing.menu.edit"), Dialog: EditWorkDialog },
  { id: "scan", icon: IconFolderSearch, label: (t) => t("editing.menu.scan"), Dialog: ScanWorkDialog },
  { id: "cover", icon: IconPhotoEdit, label: (t) => t("coverEditor.menuEdit"), Dialog: EditCoverDialog },
  {
    id: "recoverCover",
    icon: IconRestore,
    label: (t) => t("coverEditor.menuRecover"),
    Dialog: RecoverCoverDialog,
  },
  {
    id: "fixNames",
    icon: IconAlphabetJapanese,
    label: (t) => t("nameRepair.menu"),
    Dialog: NameRepairDialog,
  },
];
