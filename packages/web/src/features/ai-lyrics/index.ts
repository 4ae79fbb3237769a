/** What other features use of AI lyrics: the file tree's status badges and task creation. */

export { AiStatusBadge } from "./AiStatusBadge.tsx";
export { useCreateTasks, useWorkTaskSummary } from "./api.ts";
export { TranslateFolderButton } from "./TranslateFolderButton.tsx";
export { useCanManageTasks } from "./use-can-manage.ts";
