// @ts-check
// What the shell loads before anything renders (every page's first visit loads all of it), and the
// plugin that puts its small chunks into one file.

/**
 * Chunks of the chunk groups `blocks` load, and of the shared libraries those chunks consume as this
 * build provides them (what it loads while no other build has provided the library: a shared module
 * is loaded through its provider's chunk, not the consumer's fallback), recursively.
 * @param {import('webpack').Compilation} compilation
 * @param {Iterable<import('webpack').AsyncDependenciesBlock>} blocks
 * @returns {Set<import('webpack').Chunk>}
 */
function chunksLoadedBy(compilation, blocks) {
  const { chunkGraph } = compilation;
  /** @type {Map<string, import('webpack').Module>} share key → this build's provider */
  const providers = new Map();
  for (const module of compilation.modules) {
    const name = /** @type {{ _name?: string }} */ (module)._name;
    if (module.type === 'provide-module' && name && !providers.has(name)) providers.set(name, module);
  }
  /** @type {Set<import('webpack').Chunk>} */
  const seen = new Set();
  /** @param {Iterable<import('webpack').AsyncDependenciesBlock>} from */
  const follow = (from) => {
    for (const block of from) {
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
        if (seen.has(chunk)) continue;
        seen.add(chunk);
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== 'consume-shared-module') continue;
          const { shareKey } = /** @type {{ options: { shareKey: string } }} */ (
            /** @type {unknown} */ (module)
          ).options;
          const provider = providers.get(shareKey);
          if (provider) follow(provider.blocks);
        }
      }
    }
  };
  follow(blocks);
  return seen;
}

/**
 * The chunks the `main` entry loads before anything renders: behind its async boundary (the app's
 * entry module's imports, `import('./bootstrap')`), and the shared libraries they consume.
 * @param {import('webpack').Compilation} compilation
 * @param {string} sourceDir the app's own code: its entry's imports there are the async boundary
 */
function startupChunks(compilation, sourceDir) {
  const main = compilation.entrypoints.get('main')?.getEntrypointChunk();
  if (!main) return new Set();
  // The app's entry module (src/index.ts), not the federation runtime's, which the entry holds too.
  const entryModules = [...compilation.chunkGraph.getChunkEntryModulesIterable(main)].filter((module) =>
    /** @type {{ resource?: string }} */ (module).resource?.startsWith(sourceDir),
  );
  return chunksLoadedBy(
    compilation,
    entryModules.flatMap((module) => module.blocks),
  );
}

/** Below this many bytes of modules (webpack's own `splitChunks.minSize`) a chunk is not worth a file. */
const SMALL_CHUNK_BYTES = 20_000;

/**
 * The small chunks of the shell's start (the platform's and the contracts' modules one by one, React,
 * its JSX runtime, react-i18next…) in one file. Each is a shared module of its own, so webpack gives it
 * a chunk of its own, but every first visit loads them all at once: twenty files of a few hundred
 * bytes cost a wrapper and a compression dictionary each (issue 43).
 *
 * Only chunks that consume no shared module: loading a chunk first loads the shared modules it
 * consumes, so a merged chunk consuming a module it provides would wait for itself. (Webpack puts a
 * module's consumed modules in chunks of their own, which hold no code and have no file.) Chunks with
 * style sheets stay apart (their order in the page), and so do the large libraries (react-dom,
 * i18next, the router: cached on their own across releases).
 *
 * Not in remotes: a remote's provided modules are also what other remotes load (the first remote on
 * the page provides yup and the contracts to the next), so a merged chunk there is loaded for one of its
 * modules by pages that need nothing else in it (tried: /events +11 KB, /shop +6 KB).
 */
class MergeSmallStartupChunks {
  /** @param {string} sourceDir the app's own code (see startupChunks) */
  constructor(sourceDir) {
    this.sourceDir = sourceDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MergeSmallStartupChunks', (compilation) => {
      compilation.hooks.optimizeChunks.tap(
        // After splitChunks (at STAGE_ADVANCED, 10): the chunks as they would otherwise be written.
        { name: 'MergeSmallStartupChunks', stage: 20 },
        () => {
          const { chunkGraph } = compilation;
          const [into, ...others] = [...startupChunks(compilation, this.sourceDir)].filter(
            (chunk) =>
              !chunk.hasRuntime() &&
              chunkGraph.getNumberOfEntryModules(chunk) === 0 &&
              chunkGraph.getChunkModulesSize(chunk) < SMALL_CHUNK_BYTES &&
              ![...chunkGraph.getChunkModulesIterable(chunk)].some(
                (module) => module.type === 'consume-shared-module' || module.type.startsWith('css'),
              ),
          );
          if (!into) return;
          for (const chunk of others) {
            if (!chunkGraph.canChunksBeIntegrated(into, chunk)) continue;
            chunkGraph.integrateChunks(into, chunk);
            compilation.chunks.delete(chunk);
          }
        },
      );
    });
  }
}

module.exports = { chunksLoadedBy, startupChunks, MergeSmallStartupChunks };
