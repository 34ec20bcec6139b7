/**
 * Text put into HTML that the store tool writes: nothing of it is read as markup. Only text
 * content, never attribute values; quotes stay as they are, since the reference server keeps a
 * page's title as written (entities and all), as phpShort does.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => `&#${String(char.codePointAt(0))};`);
}
