import { parseWorkIdParam } from "@kikoeru/contract";
import { Button, Center, Container, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useWork } from "./api.ts";
import { RelatedWorks } from "./components/RelatedWorks.tsx";
import { WorkHero } from "./components/WorkHero.tsx";
import { FileTree } from "./tree/FileTree.tsx";

/** /work/:id — details, the caller's marks, related works and the file tree. */
export function WorkPage() {
  const { id = "" } = useParams();
  const workId = parseWorkIdParam(id);
  return workId === null ? <WorkMissing message={null} /> : <WorkContent key={workId} workId={workId} />;
}

function WorkMissing({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm">
        <Text fw={600}>{t("work.notFound")}</Text>
        {message ? <Text c="dimmed">{message}</Text> : null}
        <Button component={Link} to="/works" variant="light">
          {t("work.backToLibrary")}
        </Button>
      </Stack>
    </Center>
  );
}

function WorkContent({ workId }: { workId: number }) {
  const work = useWork(workId);
  if (work.isPending) {
    return (
      <Container size={1280} py="md">
        <Stack>
          <Skeleton h={320} radius="md" />
          <Skeleton h={200} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (work.isError) return <WorkMissing message={work.error.message} />;
  return (
    <Container size={1280} px={{ base: "sm", sm: "md", lg: "lg" }} py="md">
      <Stack gap="xl">
        <WorkHero work={work.data} />
        <FileTree workId={workId} />
        <RelatedWorks works={work.data.relatedWorks} />
      </Stack>
    </Container>
  );
}
