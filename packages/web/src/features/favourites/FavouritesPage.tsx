import { Container, ScrollArea, Stack, Tabs, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { progressKey, progressValues } from "../reviews/index.ts";
import classes from "./Favourites.module.css";
import { HistoryList } from "./ListState.tsx";
import { ReviewedList } from "./ReviewedList.tsx";
import { type FavouritesTab, favouritesPath, favouritesTabs, readFavouritesPath } from "./tabs.ts";

/** /favourites: play history, my reviews, my progress (five states) and the not-yet-built folders tab. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tab, filter } = readFavouritesPath(pathname);

  return (
    <Container size={1100} px={{ base: "sm", sm: "md", lg: "lg" }} py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("favourites.title")}
        </Title>
        <ScrollArea type="never">
          <Tabs
            value={tab}
            onChange={(value) => value && void navigate(favouritesPath(value as FavouritesTab, filter))}
          >
            <Tabs.List className={classes.tabs}>
              {favouritesTabs.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`favourites.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        {tab === "progress" ? (
          <ScrollArea type="never">
            <Tabs
              variant="pills"
              value={filter}
              onChange={(value) => value && void navigate(favouritesPath("progress", value as typeof filter))}
            >
              <Tabs.List className={classes.tabs}>
                {progressValues.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {t(progressKey(value))}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          </ScrollArea>
        ) : null}
        {tab === "histroy" ? <HistoryList /> : null}
        {tab === "review" || tab === "progress" ? (
          <ReviewedList key={tab} mode={tab} filter={filter} />
        ) : null}
        {tab === "folder" ? (
          <Text c="dimmed" ta="center" py={64}>
            {t("favourites.comingSoon")}
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
