import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi, { type FastifySwaggerUiOptions } from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/api/docs";
/** swagger-ui's own files: the same for every server, so anyone may fetch them. */
const DOCS_STATIC = `${DOCS_PREFIX}/static/`;

interface SwaggerRequest {
  url: string;
  loadSpec?: boolean;
  headers: Record<string, string>;
}
type SwaggerInterceptor = NonNullable<FastifySwaggerUiOptions["uiConfig"]>["requestInterceptor"];
interface DocsPage {
  location: { href: string };
  localStorage: { getItem(key: string): string | null };
}

/**
 * Runs in the browser: swagger-ui serializes it into its initializer, so it uses nothing from this module.
 * It sends the token of the page's `?token=`, or the web app's own sign-in (same origin, key "jwt-token"),
 * with the OpenAPI document's request and every "Try it out". swagger-ui builds the document's URL by
 * appending "./json" to the page's whole URL, query included, so a page opened with ?token= gets it fixed.
 */
function sendToken(request: SwaggerRequest): SwaggerRequest {
  const browser = globalThis as unknown as DocsPage;
  const page = new URL(browser.location.href);
  const token = page.searchParams.get("token") || browser.localStorage.getItem("jwt-token");
  if (request.loadSpec) request.url = page.origin + page.pathname.replace(/\/?$/, "/json");
  if (token) request.headers.Authorization = `Bearer ${token}`;
  return request;
}

/**
 * The OpenAPI document and its page need a signed-in user when auth is on (the document lists every
 * route); swagger-ui's static files stay public. Every docs route gets the docs' own CSP.
 */
export function configureDocsRoute(route: RouteOptions): void {
  route.config = {
    ...route.config,
    access: route.url.startsWith(DOCS_STATIC) ? "public" : "user",
    csp: "docs",
  };
}

/** OpenAPI from the route schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: { info: { title: "Kikoeru API", version } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { requestInterceptor: sendToken as unknown as SwaggerInterceptor },
  });
}
