import sanitizeHtml from 'sanitize-html';

/** What rich-text job fields may keep: structure and emphasis, no scripts, styles or handlers. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, RICH_TEXT).trim();

/** Plain text of rich text, for search and descriptions. */
export const plainText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Plain text that is wrapped in paragraphs when it has no markup at all. */
export const richTextFrom = (input: string) =>
  /<[a-z][\s\S]*>/i.test(input)
    ? sanitizeRichText(input)
    : input
        .split(/\n{2,}/)
        .map(
          (para) =>
            `<p>${sanitizeHtml(para, { allowedTags: [], allowedAttributes: {} }).replace(/\n/g, '<br>')}</p>`,
        )
        .join('');

/** Text made safe to write into HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
