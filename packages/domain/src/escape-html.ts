/**
 * Text made safe to place in HTML, as element content or a quoted attribute value: the server's first-paint
 * previews and e-mails, and the search map's popups (Leaflet takes their content as HTML).
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
