import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Article bodies are Markdown; members get HTML (ADR 0035). Marked renders it, raw HTML included,
// and sanitize-html then keeps only the tags and attributes below: no script or style, no event
// handler, no inline style, no `javascript:`/`data:` URL, so the answer is safe to insert as is.

const markdown = new Marked({ gfm: true, breaks: true, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'loading'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from this site (`/uploads/…`): the pages' Content-Security-Policy loads no others.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own heading is the title: headings in a body start one level below it.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Another site's page opens in a new tab, with no way back to this one.
    a: (tagName, { target: _target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML members get for an article's Markdown `body`: rendered, then kept to the allow-list. */
export function articleHtml(body: string): string {
  const rendered = markdown.parse(body) as string;
  return sanitizeHtml(rendered, SANITIZE).trim();
}
