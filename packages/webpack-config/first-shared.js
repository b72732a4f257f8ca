// @ts-check

/** @typedef {import('webpack').Module & { _name?: string, options?: { shareKey?: string } }} SharedModule */

/**
 * For each exposed module, the shared modules it needs before it runs (those its own chunks consume,
 * and those this remote's copies of them consume in turn; not what it loads later with import()),
 * each with the script files of this remote's copy. Written into the manifest's metaData as
 * `firstShared` (expose name → share key → files), so the pages service can name them in a
 * server-rendered page (services/pages, ssr/hydration-files.ts): the federation runtime only asks for
 * them once the section's code has arrived, a round trip later. (The manifest's own `shared` lists
 * chunks the runtime never loads.)
 * @param {import('webpack').Compilation} compilation
 * @param {{ name: string }[]} exposes the manifest's exposes
 * @returns {Record<string, Record<string, string[]>>}
 */
function firstShared(compilation, exposes) {
  const { chunkGraph } = compilation;
  const copies = sharedCopies(compilation);
  /** @type {Record<string, Record<string, string[]>>} */
  const result = {};
  for (const { name } of exposes) {
    const group = compilation.namedChunkGroups.get(`__federation_expose_${name}`);
    if (!group) continue;
    /** @type {Record<string, string[]>} */
    const needed = {};
    const seen = new Set();
    const pending = [...group.chunks];
    while (pending.length > 0) {
      const chunk = /** @type {import('webpack').Chunk} */ (pending.pop());
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const module of /** @type {Iterable<SharedModule>} */ (
        chunkGraph.getChunkModulesIterable(chunk)
      )) {
        const key = module.type === 'consume-shared-module' ? module.options?.shareKey : undefined;
        if (!key || needed[key]) continue;
        const chunks = copies.get(key) ?? [];
        needed[key] = scriptsOf(chunks);
        pending.push(...chunks);
      }
    }
    result[name] = Object.fromEntries(Object.entries(needed).sort(([a], [b]) => a.localeCompare(b)));
  }
  return result;
}

/** @param {Iterable<import('webpack').Chunk>} chunks */
const scriptsOf = (chunks) =>
  [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();

/**
 * This build's copy of each shared module it provides: the chunks its share scope entry loads.
 * @param {import('webpack').Compilation} compilation
 * @returns {Map<string, import('webpack').Chunk[]>}
 */
function sharedCopies(compilation) {
  const { chunkGraph } = compilation;
  const copies = new Map();
  for (const module of /** @type {Iterable<SharedModule>} */ (compilation.modules))
    if (module.type === 'provide-module' && module._name)
      copies.set(
        module._name,
        module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []),
      );
  return copies;
}

/**
 * The shell's copies (share key → its script files), in its manifest's metaData as `sharedFiles`: a
 * section's shared module that the shell provides is loaded from there.
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>}
 */
function sharedFiles(compilation) {
  return Object.fromEntries(
    [...sharedCopies(compilation)].map(([key, chunks]) => [key, scriptsOf(chunks)]).sort(),
  );
}

const LOCALE_FILE = /[\\/]locales[\\/](en|es)[\\/][^\\/]+\.json$/;

/**
 * The chunks of texts a chunk group's modules ask for as they run, per language: each texts file is
 * its own chunk (`import(\`./locales/${language}/home.json\`)`, platform's i18n.ts), found only once
 * that code has run.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup} group
 * @returns {Record<string, string[]>} language → files
 */
function textsOf(compilation, group) {
  const { chunkGraph } = compilation;
  /** @type {Record<string, Set<import('webpack').Chunk>>} */
  const byLanguage = {};
  for (const chunk of group.chunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk))
      for (const block of module.blocks)
        for (const textsChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          const languages = new Set(
            [...chunkGraph.getChunkModulesIterable(textsChunk)].map(
              (inside) => LOCALE_FILE.exec(/** @type {{ resource?: string }} */ (inside).resource ?? '')?.[1],
            ),
          );
          const [language] = languages;
          if (languages.size === 1 && language) (byLanguage[language] ??= new Set()).add(textsChunk);
        }
  return Object.fromEntries(
    Object.entries(byLanguage)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([language, chunks]) => [language, scriptsOf(chunks)]),
  );
}

/**
 * For each exposed module, its texts per language (`textsOf`). Written into a remote's manifest as
 * `metaData.firstTexts` (expose name → language → files), so they are asked for with the section's
 * own code: by the pages service in a server-rendered page, by the shell's loader on any other.
 * @param {import('webpack').Compilation} compilation
 * @param {{ name: string }[]} exposes the manifest's exposes
 * @returns {Record<string, Record<string, string[]>>}
 */
function firstTexts(compilation, exposes) {
  /** @type {Record<string, Record<string, string[]>>} */
  const result = {};
  for (const { name } of exposes) {
    const group = compilation.namedChunkGroups.get(`__federation_expose_${name}`);
    if (group) result[name] = textsOf(compilation, group);
  }
  return result;
}

/**
 * The shell's start-up texts per language (the site's common texts, which main.js asks for as it
 * starts): `metaData.startupTexts` of its manifest, named by the pages service in a rendered page.
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, string[]>}
 */
function startupTexts(compilation) {
  const main = compilation.entrypoints.get('main');
  return main ? textsOf(compilation, main) : {};
}

module.exports = { firstShared, firstTexts, sharedFiles, startupTexts };
