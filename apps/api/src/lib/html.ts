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

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The plain-text version of an e-mail's rich text: paragraphs and headings apart, list items on
 * their own lines, and each link readable as its words with the address after them.
 */
export const mailText = (html: string) => {
  const marked = sanitizeRichText(html)
    .replace(
      /<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_, href: string, label: string) => {
        const words = label.replace(/<[^>]*>/g, '').trim();
        const url = decodeEntities(href);
        return !words || decodeEntities(words) === url ? href : `${label} (${href})`;
      },
    )
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h3|h4|blockquote|ul|ol)>/gi, '$&\n\n');
  return decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};
