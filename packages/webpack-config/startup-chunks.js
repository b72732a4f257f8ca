// @ts-check
// What the shell loads before anything renders (every page's first visit loads all of it), and the
// plugin that puts it into as few files as a phone fetches at once.

/**
 * Share key → the module this build provides for it (the first, if several).
 * @param {import('webpack').Compilation} compilation
 * @returns {Map<string, import('webpack').Module>}
 */
function providedModules(compilation) {
  /** @type {Map<string, import('webpack').Module>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    const name = /** @type {{ _name?: string }} */ (module)._name;
    if (module.type === 'provide-module' && name && !providers.has(name)) providers.set(name, module);
  }
  return providers;
}

/** @param {import('webpack').Module} module a consume-shared module */
const shareKeyOf = (module) =>
  /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module)).options.shareKey;

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
  const providers = providedModules(compilation);
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
          const provider = providers.get(shareKeyOf(module));
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

/**
 * The shell's start-up libraries that get a file of their own or share one, by share key: React DOM
 * (the largest) alone, i18next with the router. Every other start-up chunk without a style sheet
 * (React, SWR, react-i18next, the platform's shared modules…) goes into one more file.
 */
const STARTUP_LIBRARY_FILES = [['react-dom'], ['i18next', 'react-router-dom']];

/**
 * The shell's start in as few files as a phone fetches at once (issue 43). On HTTP/1.1 a browser
 * opens six connections to a host, and on Slow 4G each request waits 562.5 ms for its answer: a
 * seventh file waits for one of the first six to end, then for its own answer, a whole round later.
 * main.js, the chunk with the shell's style sheet and the common texts (one file per language) are
 * three; the libraries are the other three (`STARTUP_LIBRARY_FILES` and the rest). Webpack gives each
 * shared module a chunk of its own; these are merged after splitChunks has written them.
 *
 * Never merged: a chunk into a file that would then wait for itself. Loading a file first loads the
 * shared modules its chunks consume, so a file must not need, directly or through the files it
 * waits for, a module that it provides itself (checked on the chunks as webpack made them, before
 * any merge; a chunk that fails it keeps a file of its own). Chunks with style sheets stay apart too
 * (their order in the page).
 *
 * Not in remotes: a remote's provided modules are also what other remotes load (the first remote on
 * the page provides yup and the contracts to the next), so a merged chunk there is loaded for one of its
 * modules by pages that need nothing else in it (tried: /events +11 KB, /shop +6 KB).
 */
class GroupStartupChunks {
  /** @param {string} sourceDir the app's own code (see startupChunks) */
  constructor(sourceDir) {
    this.sourceDir = sourceDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('GroupStartupChunks', (compilation) => {
      compilation.hooks.optimizeChunks.tap(
        // After splitChunks (at STAGE_ADVANCED, 10): the chunks as they would otherwise be written.
        { name: 'GroupStartupChunks', stage: 20 },
        () => {
          for (const [into, ...others] of startupFiles(compilation, this.sourceDir)) {
            for (const chunk of others) {
              compilation.chunkGraph.integrateChunks(into, chunk);
              compilation.chunks.delete(chunk);
            }
          }
        },
      );
    });
  }
}

/**
 * Whether loading some file would wait for itself, directly or through the files it waits for.
 * @template T
 * @param {Map<T, T[]>} waitsFor each chunk → the chunks loading it waits for
 * @param {Map<T, T>} fileOf each chunk → its file (named by one of its chunks)
 */
function someFileWaitsForItself(waitsFor, fileOf) {
  /** @type {Map<T, 'open' | 'done'>} */
  const visits = new Map();
  /** @type {(file: T) => boolean} */
  const cycleFrom = (file) => {
    if (visits.get(file) === 'open') return true;
    if (visits.get(file) === 'done') return false;
    visits.set(file, 'open');
    for (const [chunk, targets] of waitsFor) {
      if ((fileOf.get(chunk) ?? chunk) !== file) continue;
      if (targets.some((target) => cycleFrom(fileOf.get(target) ?? target))) return true;
    }
    visits.set(file, 'done');
    return false;
  };
  return [...waitsFor.keys()].some((chunk) => cycleFrom(fileOf.get(chunk) ?? chunk));
}

/**
 * The files the shell's mergeable start-up chunks go into (each a list of chunks, the first the one
 * the others merge into), worked out before any merge.
 * @param {import('webpack').Compilation} compilation
 * @param {string} sourceDir
 * @returns {import('webpack').Chunk[][]}
 */
function startupFiles(compilation, sourceDir) {
  const { chunkGraph } = compilation;
  const providers = providedModules(compilation);
  const modulesOf = (/** @type {import('webpack').Chunk} */ chunk) => [
    ...chunkGraph.getChunkModulesIterable(chunk),
  ];
  const startup = [...startupChunks(compilation, sourceDir)];
  const mergeable = startup.filter(
    (chunk) =>
      !chunk.hasRuntime() &&
      chunkGraph.getNumberOfEntryModules(chunk) === 0 &&
      !modulesOf(chunk).some((module) => module.type.startsWith('css')) &&
      // A chunk of consumed modules only holds no code and has no file.
      !modulesOf(chunk).every((module) => module.type === 'consume-shared-module'),
  );
  /** @param {string} key */
  const providerChunks = (key) =>
    new Set(
      [...(providers.get(key)?.blocks ?? [])].flatMap(
        (block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [],
      ),
    );
  const fileIndex = (/** @type {import('webpack').Chunk} */ chunk) => {
    const index = STARTUP_LIBRARY_FILES.findIndex((keys) =>
      keys.some((key) => providerChunks(key).has(chunk)),
    );
    return index === -1 ? STARTUP_LIBRARY_FILES.length : index;
  };
  /** What loading each chunk waits for: the chunks its consumed modules are loaded from. */
  const waitsFor = new Map(
    startup.map((chunk) => [
      chunk,
      modulesOf(chunk)
        .filter((module) => module.type === 'consume-shared-module')
        .flatMap((module) => {
          const provider = providers.get(shareKeyOf(module));
          return provider ? [...chunksLoadedBy(compilation, provider.blocks)] : [];
        }),
    ]),
  );
  /** Each chunk's file, named by the chunk the file's others merge into. */
  const fileOf = new Map(startup.map((chunk) => [chunk, chunk]));
  /** @type {import('webpack').Chunk[][]} */
  const files = STARTUP_LIBRARY_FILES.map(() => []).concat([[]]);
  for (const chunk of mergeable) {
    const file = files[fileIndex(chunk)] ?? [];
    const [into] = file;
    if (into && !chunkGraph.canChunksBeIntegrated(into, chunk)) continue;
    if (into) fileOf.set(chunk, into);
    if (into && someFileWaitsForItself(waitsFor, fileOf)) fileOf.set(chunk, chunk);
    else file.push(chunk);
  }
  return files.filter((file) => file.length > 1);
}

module.exports = { chunksLoadedBy, startupChunks, GroupStartupChunks, someFileWaitsForItself };
