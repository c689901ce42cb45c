/** Text made safe inside HTML, in an element or a quoted attribute: the five characters that could end either, as numeric entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
