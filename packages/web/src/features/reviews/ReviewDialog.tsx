import type { Progress } from "@kikoeru/contract";
import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ReviewForm } from "./ReviewForm.tsx";

export interface ReviewDraft {
  workId: number;
  rating: number | null;
  progress: Progress | null;
  reviewText: string | null;
}

interface ReviewDialogProps {
  opened: boolean;
  review: ReviewDraft;
  onClose: () => void;
}

/** 我的评论: stars, progress and text saved together (`starOnly=false`), or the whole mark deleted. */
export function ReviewDialog({ opened, review, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("review.title")} size="lg" centered>
      {opened ? <ReviewForm review={review} onClose={onClose} /> : null}
    </Modal>
  );
}
