/** Scrolls to the element with this id; it may appear later (a remote page still loading). */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'auto', waitMs = 3000): void {
  const target = () => document.getElementById(decodeURIComponent(id));
  const found = target();
  if (found) {
    found.scrollIntoView({ behavior, block: 'start' });
    return;
  }
  const observer = new MutationObserver(() => {
    const element = target();
    if (!element) return;
    observer.disconnect();
    element.scrollIntoView({ behavior, block: 'start' });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), waitMs);
}
