import { ActionIcon, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconListSearch, IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import classes from "./HeaderSearch.module.css";
import { keywordPath } from "./keyword-path.ts";

/** Debounce of the header search (spec 1 §9). */
const debounceMs = 500;

/**
 * The header's search box: typing navigates to /works?keyword=… after 500 ms (/works when emptied); the box
 * follows the URL's keyword, so back/forward and links fill it.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlKeyword = pathname === "/works" ? (params.get("keyword") ?? "") : "";
  const [value, setValue] = useState(urlKeyword);

  useEffect(() => setValue(urlKeyword), [urlKeyword]);

  const search = useDebouncedCallback((text: string) => {
    const refining = pathname === "/works" && params.has("keyword");
    void navigate(keywordPath(text), { replace: refining && text.trim() !== "" });
  }, debounceMs);

  const change = (text: string) => {
    setValue(text);
    search(text);
  };

  return (
    <TextInput
      role="searchbox"
      aria-label={t("header.search")}
      placeholder={t("header.searchPlaceholder")}
      value={value}
      onChange={(event) => change(event.currentTarget.value)}
      radius="xl"
      className={classes.input}
      leftSectionPointerEvents="all"
      leftSection={
        // A native hint: a Mantine Tooltip would put its positioning library in the initial bundle.
        <ActionIcon
          component={Link}
          to="/search"
          variant="subtle"
          radius="xl"
          aria-label={t("header.advancedHint")}
          title={t("header.advancedHint")}
        >
          <IconListSearch size={18} />
        </ActionIcon>
      }
      rightSection={
        value ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            radius="xl"
            aria-label={t("header.clear")}
            onClick={() => change("")}
          >
            <IconX size={16} />
          </ActionIcon>
        ) : (
          <IconSearch size={16} className={classes.icon} aria-hidden />
        )
      }
    />
  );
}
