/**
 * Takes index.html's boot shell out of the page once the app shows something other than a loading
 * placeholder (`[data-booting]`), the moment its styles hide it. Hidden is not enough: the boot script may
 * have put links to works into it, which would stay in the document beside the app's.
 */
export function removeBootShellOnceShown(root: HTMLElement): void {
  const shell = document.getElementById("boot");
  if (!shell) return;
  const shown = () => root.firstElementChild !== null && root.querySelector("[data-booting]") === null;
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    shell.remove();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-booting"],
  });
}
