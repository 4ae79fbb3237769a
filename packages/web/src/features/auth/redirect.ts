const param = "redirect";

/** `/login` with a `redirect` parameter pointing back at `path`. */
export function loginPath(path: string) {
  return `/login?${new URLSearchParams({ [param]: path })}`;
}

/** Where to go after login: the `redirect` parameter if it is a local path, else `/`. */
export function redirectTarget(search: URLSearchParams) {
  const target = search.get(param);
  return target?.startsWith("/") && !target.startsWith("//") ? target : "/";
}
