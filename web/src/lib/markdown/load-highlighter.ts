/** The highlighter's chunk, imported on demand (its own module so tests can see whether it is asked for). */
export const loadHighlighter = () => import('./highlight');
