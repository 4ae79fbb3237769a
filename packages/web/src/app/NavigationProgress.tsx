import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import classes from "./NavigationProgress.module.css";

/** The top progress bar while a navigation loads the next page's code, so a click never looks ignored. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className={classes.bar} role="progressbar" aria-label={t("common.loading")} />;
}
