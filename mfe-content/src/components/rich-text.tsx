import { Link } from 'react-router-dom';
import { parseRichText, type RichBlock, type RichInline } from '@ministry/contracts/rich-text';

/**
 * The ministry's long texts (a story, a bio, a service's detail, an answer), written in the Markdown
 * subset of @ministry/contracts/rich-text: paragraphs, "- " lists, **strong**, *emphasis* and safe
 * links. Every text goes through React, which escapes it, so markup typed into a text (`<script>`,
 * `<b>`) is shown as the characters typed. A path on this site is a router link; any other address
 * (https, mailto, tel) a plain link in the same tab, as the site's other links.
 */
function Inline({ nodes }: { nodes: RichInline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index}>
            <Inline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <Inline nodes={node.children} />
          </em>
        );
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href}>
            <Inline nodes={node.children} />
          </Link>
        ) : (
          <a key={index} href={node.href} rel="noopener">
            <Inline nodes={node.children} />
          </a>
        );
    }
  });
}

export interface RichTextClasses {
  /** Each paragraph's classes. */
  paragraphClassName?: string;
  /** Each list's classes. */
  listClassName?: string;
}

/** Blocks `parseRichText` gave (a part of a text: the first paragraph, the rest behind Read More). */
export function RichBlocks({
  blocks,
  paragraphClassName,
  listClassName,
}: RichTextClasses & { blocks: RichBlock[] }) {
  return blocks.map((block, index) =>
    block.type === 'paragraph' ? (
      <p key={index} className={paragraphClassName}>
        <Inline nodes={block.children} />
      </p>
    ) : (
      <ul key={index} className={listClassName}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Inline nodes={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** A rich text's paragraphs and lists, each with the classes the place it is shown in gives them. */
export function RichText({ text, ...classes }: RichTextClasses & { text: string }) {
  return <RichBlocks blocks={parseRichText(text)} {...classes} />;
}
