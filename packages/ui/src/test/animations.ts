/**
 * Resolves when every running animation in the element's document has ended. Story tests call it
 * at the end of `play` when they navigated: the a11y check runs after play, and a page still
 * sliding in is half-faded, which axe measures as low colour contrast.
 */
export async function animationsSettled(element: Element): Promise<void> {
  const animations = element.ownerDocument.getAnimations();
  await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
}
