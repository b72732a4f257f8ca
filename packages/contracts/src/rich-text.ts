/**
 * The ministry's long texts (a story, a service's details, a bio, an answer) are written in a small
 * Markdown subset and shown without any raw HTML: paragraphs (a blank line apart), bulleted lists
 * (lines starting "- "), **strong**, *emphasis* and [links](https://…). A link's address must be
 * http, https, mailto, tel or a path on this site; any other link, and anything else that looks like
 * markup (`<script>`, `javascript:`), stays plain text. The parser is isomorphic: the content remote
 * renders its result with React (which escapes every text), the editor and tests read it too.
 */
export type RichInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: RichInline[] }
  | { type: 'em'; children: RichInline[] }
  | { type: 'link'; href: string; children: RichInline[] };

export type RichBlock =
  { type: 'paragraph'; children: RichInline[] } | { type: 'list'; items: RichInline[][] };

const SAFE_HREF = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*|\/(?!\/)[^\s]*)$/i;

/** True for an address a link may point to: http(s), mailto, tel, or a path on this site. */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

const LIST_ITEM = /^\s*[-*]\s+/;

/** Splits a text into paragraphs and lists. */
export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((line) => LIST_ITEM.test(line))) {
      blocks.push({
        type: 'list',
        items: lines.map((line) => parseInline(line.replace(LIST_ITEM, '').trim())),
      });
    } else {
      blocks.push({ type: 'paragraph', children: parseInline(lines.map((line) => line.trim()).join(' ')) });
    }
  }
  return blocks;
}

const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;

/** Strong, emphasis and links inside one paragraph or list item; anything unmatched is text. */
export function parseInline(source: string): RichInline[] {
  const out: RichInline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const link = LINK.exec(rest);
    if (link?.[1] && link[2] && isSafeHref(link[2])) {
      flush();
      out.push({ type: 'link', href: link[2], children: parseInline(link[1]) });
      at += link[0].length;
      continue;
    }
    const marker = rest.startsWith('**') ? '**' : rest.startsWith('*') ? '*' : null;
    if (marker) {
      const end = rest.indexOf(marker, marker.length);
      if (end > marker.length) {
        flush();
        const children = parseInline(rest.slice(marker.length, end));
        out.push(marker === '**' ? { type: 'strong', children } : { type: 'em', children });
        at += end + marker.length;
        continue;
      }
    }
    text += source[at];
    at += 1;
  }
  flush();
  return out;
}
