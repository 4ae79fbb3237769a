import type { WorkDetail } from "@kikoeru/contract";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsAdmin } from "../../auth/index.ts";
import { workActions } from "./work-actions.ts";

/**
 * The more menu (⋯) of the work page: scanning, editing and repairs, for administrators only. The dialogs
 * live outside the dropdown so they stay open once the menu closes.
 */
export function WorkActionsMenu({ work }: { work: WorkDetail }) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const [chosen, setChosen] = useState<string | null>(null);
  if (!admin) return null;
  const actions = workActions.filter((action) => action.shown?.(work) ?? true);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size={36} aria-label={t("editing.menu.label")}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map(({ id, icon: ItemIcon, label, danger }) => (
            <Menu.Item
              key={id}
              color={danger ? "red" : undefined}
              leftSection={<ItemIcon size={16} />}
              onClick={() => setChosen(id)}
            >
              {label(t)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {actions.map(({ id, Dialog }) => (
        <Dialog key={id} work={work} opened={chosen === id} onClose={() => setChosen(null)} />
      ))}
    </>
  );
}
