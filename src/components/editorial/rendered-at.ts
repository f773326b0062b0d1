/**
 * The time of the server render, read by a page while it loads its data: components must stay pure, so
 * they take what depends on it as props. Static pages are rendered at build or revalidation time, so
 * what it decides is checked again in the browser (see `WhileUpcoming`).
 */
export function renderedAt(): number {
  return Date.now();
}
