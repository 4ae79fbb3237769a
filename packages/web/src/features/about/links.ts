/**
 * Project links shown on the About page. These are the project's own addresses (placeholders until the
 * project is published); change them here and nowhere else.
 */
export const projectLinks = {
  backend: "https://github.com/kikoeru-project/kikoeru",
  frontend: "https://github.com/kikoeru-project/kikoeru/tree/main/packages/web",
  aiTranslation: "https://github.com/kikoeru-project/kikoeru-translate",
  containerImage: "https://hub.docker.com/r/kikoeru-project/kikoeru",
  windowsPackage: "https://github.com/kikoeru-project/kikoeru/releases/latest",
  iosBeta: "https://testflight.apple.com/join/kikoeru-project",
  iosDocs: "https://github.com/kikoeru-project/kikoeru-ios#readme",
} as const;

export type ProjectLink = keyof typeof projectLinks;
