import type { Language } from '@ministry/contracts/language';
import type { SectionState } from '@ministry/contracts/ssr';
import type { SourcesSnapshot } from './sources';

/** What the browser needs to hydrate the sections the server rendered, named in the page itself. */
export interface HydrationFiles {
  /** Each rendered section's remote manifest (its address in the remote map → JSON text): not fetched again. */
  manifests: Record<string, string>;
  /** Their remote entries and the scripts their exposed modules load first (site paths). */
  scripts: string[];
}

interface ManifestShape {
  metaData?: {
    remoteEntry?: { name?: unknown; path?: unknown };
    /** Expose name → share key → this remote's files of it (packages/webpack-config/first-shared.js). */
    firstShared?: Record<string, Record<string, unknown> | undefined>;
    /** Expose name → language → the files of the texts it loads (packages/webpack-config/first-shared.js). */
    firstTexts?: Record<string, Record<string, unknown> | undefined>;
  };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Without them, the browser learns of each file only once the one before it has run: main.js, then
 * the remote's manifest, then its entry, then the section's chunks, then the shared modules those
 * consume, then its texts in the page's language, a round trip each (562.5 ms on a phone's network). Named at the end of the body, they all
 * download at once, after the first paint's HTML. The file names come from the same manifests the
 * render used (its snapshot); for each shared module the remote's build says the section needs first
 * (`metaData.firstShared`), the shell's copy when the shell provides one (it is the one used: the
 * shell registers first), else the remote's own.
 */
export function hydrationFiles(
  sections: Record<string, SectionState>,
  language: Language,
  {
    remotes,
    manifests,
    folders,
    shellShared,
    shellTexts,
  }: Pick<SourcesSnapshot, 'remotes' | 'manifests' | 'folders' | 'shellShared' | 'shellTexts'>,
): HydrationFiles {
  const files: HydrationFiles = { manifests: {}, scripts: [] };

  for (const [id, state] of Object.entries(sections)) {
    const [name = '', expose = ''] = id.split('/');
    const address = remotes[name];
    const text = manifests[name];
    if (state !== 'rendered' || !address || !text) continue;
    const folder = folders[name];
    let manifest: ManifestShape;
    try {
      manifest = JSON.parse(text) as ManifestShape;
    } catch {
      continue;
    }
    const entry = manifest.metaData?.remoteEntry;
    if (!folder || typeof entry?.name !== 'string') continue;
    files.manifests[address] = text;
    const path = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
    files.scripts.push(`${folder}${path}${entry.name}`);
    const exposed = manifest.exposes?.find((candidate) => candidate.name === expose);
    for (const file of strings(exposed?.assets?.js?.sync)) files.scripts.push(`${folder}${file}`);
    for (const file of strings(manifest.metaData?.firstTexts?.[expose]?.[language]))
      files.scripts.push(`${folder}${file}`);
    for (const [key, own] of Object.entries(manifest.metaData?.firstShared?.[expose] ?? {})) {
      const shell = shellShared[key];
      if (shell) files.scripts.push(...shell.map((file) => `/${file}`));
      else files.scripts.push(...strings(own).map((file) => `${folder}${file}`));
    }
  }
  // The site's common texts in the page's language before the sections' files: the shell starts
  // nothing before they are there. (The document names the shell's start-up scripts ahead of all these.)
  files.scripts = [...new Set([...(shellTexts[language] ?? []).map((file) => `/${file}`), ...files.scripts])];
  return files;
}
