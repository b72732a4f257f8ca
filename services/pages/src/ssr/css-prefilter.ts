import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * A cheap first pass before beasties: the site's sheets are mostly Bootstrap (230 KB), and beasties
 * tests every selector against the page, every render. A rule can only match when each class and id
 * its selector requires is somewhere in the HTML, so rules that cannot match are dropped first, from
 * a sheet parsed once; beasties then decides exactly on what is left. Conservative: whatever this
 * cannot read (attribute selectors, `:not(…)`, `:is(…)`…) is kept.
 */

/** A sheet as a list of pieces: text kept as it is, or a rule with what each of its selectors needs. */
type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; pieces: Piece[] };

export interface PreparedSheet {
  pieces: Piece[];
}

/** `.a`, `#b` outside functional pseudo-classes (`:not(.x)` requires nothing). */
function needsOf(selector: string): string[] {
  let plain = selector;
  // Drop functional pseudo-classes (their content), innermost first, and attribute selectors.
  for (let before = ''; before !== plain;) {
    before = plain;
    plain = plain.replace(/:[-\w]+\([^()]*\)/g, '').replace(/\[[^\]]*\]/g, '');
  }
  const needs: string[] = [];
  for (const match of plain.matchAll(/([.#])((?:\\.|[-\w\u00a0-\uffff])+)/g)) {
    const name = match[2]!.replace(/\\(.)/g, '$1');
    needs.push(match[1] === '.' ? `.${name}` : `#${name}`);
  }
  return needs;
}

function piecesOf(container: Container): Piece[] {
  const pieces: Piece[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      pieces.push({ kind: 'rule', text: node.toString(), needs: node.selectors.map(needsOf) });
    } else if (
      node.type === 'atrule' &&
      /^(media|supports|layer|container)$/i.test(node.name) &&
      node.nodes
    ) {
      pieces.push({ kind: 'group', open: `@${node.name} ${node.params}`, pieces: piecesOf(node) });
    } else if (node.type === 'atrule' && !node.nodes) {
      // A statement (`@import …;`, `@layer a, b;`), which ends with a semicolon; @charset means
      // nothing inside a <style>.
      if (node.name.toLowerCase() !== 'charset') pieces.push({ kind: 'text', text: `${node.toString()};` });
    } else if (node.type !== 'comment') {
      pieces.push({ kind: 'text', text: node.toString() });
    }
  });
  return pieces;
}

/** Parses a sheet once (keep the result with the sheet). */
export function prepareSheet(css: string): PreparedSheet {
  return { pieces: piecesOf(postcss.parse(css)) };
}

/** Every class and id the HTML has (as `.name` and `#name`). */
export function tokensOf(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const match of html.matchAll(/\s(class|id)="([^"]*)"/g)) {
    const value = match[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    if (match[1] === 'id') tokens.add(`#${value}`);
    else for (const name of value.split(/\s+/)) if (name) tokens.add(`.${name}`);
  }
  return tokens;
}

function keep(pieces: Piece[], tokens: Set<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'text') out += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((needs) => needs.every((token) => tokens.has(token)))) out += piece.text;
    } else {
      const inner = keep(piece.pieces, tokens);
      if (inner) out += `${piece.open}{${inner}}`;
    }
  }
  return out;
}

/** The sheet without the rules no element of the HTML could match. */
export function prefilter(sheet: PreparedSheet, tokens: Set<string>): string {
  return keep(sheet.pieces, tokens);
}
