/**
 * A link inside a sentence: underlined, so it is told from the words around it without colour
 * (WCAG 1.4.1); a link standing on its own (a card's, a menu's) needs no underline.
 */
export const textLinkClass =
  'text-primary font-medium underline underline-offset-4 hover:decoration-2';
