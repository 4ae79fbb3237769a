/** The admin area's pages, one lazy chunk; the scanner (with socket.io) is a chunk of its own. */
import "./texts.ts";

export { AdminLayout } from "./AdminLayout.tsx";
export { AdvancedPage } from "./advanced/AdvancedPage.tsx";
export { FoldersPage } from "./folders/FoldersPage.tsx";
export { UsersPage } from "./users/UsersPage.tsx";
