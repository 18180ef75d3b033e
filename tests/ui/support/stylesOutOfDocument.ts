/**
 * Emotion's style elements go to a detached container instead of the document's head.
 *
 * jsdom's getComputedStyle matches every rule of every style sheet in the document against the element, and
 * user-event (its pointer-events check, on every click) and Testing Library's role queries (visibility) call it for
 * each element and its ancestors. With MUI's thousands of emotion rules that made the UI suite three times slower.
 * The rules add no fidelity here: jsdom lays nothing out and skips MUI's breakpoint media queries, so what a test
 * can observe (inline styles, `hidden`, aria attributes, what is mounted) is unchanged.
 */
export function keepEmotionStylesOutOfDocument(): void {
  const head = document.head as HTMLHeadElement & { stylesKeptOut?: true };
  if (head.stylesKeptOut) return;
  head.stylesKeptOut = true;
  const detached = document.createElement('div');
  const insertBefore = head.insertBefore.bind(head);
  const appendChild = head.appendChild.bind(head);
  const isEmotionStyle = (node: Node) => node instanceof HTMLStyleElement && node.hasAttribute('data-emotion');
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
    isEmotionStyle(node) ? detached.appendChild(node) : insertBefore(node, child);
  head.appendChild = <T extends Node>(node: T): T => (isEmotionStyle(node) ? detached.appendChild(node) : appendChild(node));
}
