import { Group } from "@mantine/core";
import { ColorSchemeToggle } from "./ColorSchemeToggle.tsx";
import { LanguageSelect } from "./LanguageSelect.tsx";

/** Language and colour-scheme controls, shown together wherever the user may need them. */
export function Preferences() {
  return (
    <Group gap="xs" wrap="nowrap">
      <LanguageSelect />
      <ColorSchemeToggle />
    </Group>
  );
}
