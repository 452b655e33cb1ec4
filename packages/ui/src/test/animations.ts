/**
 * Resolves when every finite animation running in the element's document has ended (a spinner
 * that turns forever is left alone). Story tests call it at the end of `play` when they
 * navigated: the a11y check runs after play, and a page still sliding in is half-faded, which
 * axe measures as low colour contrast.
 */
export async function animationsSettled(element: Element): Promise<void> {
  const finite = element.ownerDocument
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
