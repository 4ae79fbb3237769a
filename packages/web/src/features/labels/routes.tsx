import { LabelsPage } from "./LabelsPage.tsx";

export const CirclesPage = () => <LabelsPage kind="circle" />;
export const TagsPage = () => <LabelsPage kind="tag" />;
export const VasPage = () => <LabelsPage kind="va" />;
