/**
 * Links shown on the About page, each an address that exists: this server's own API documentation, and the
 * original kikoeru projects this server is compatible with (from shared/reference/next-capabilities.md,
 * "Sources"). The project has no published repository, container image, Windows package or iOS beta of its
 * own yet; add them here, and nowhere else, once it has.
 */
export const projectLinks = {
  apiDocs: "/api/docs",
  kikoeruServer: "https://github.com/Number178/kikoeru-express",
  kikoeruWeb: "https://github.com/Number178/kikoeru-quasar",
  aiTranslation: "https://github.com/Number178/kikoeru-translate",
} as const;

export type ProjectLink = keyof typeof projectLinks;
