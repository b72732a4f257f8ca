import { useEffect, useSyncExternalStore } from 'react';
import type * as Messages from '@ministry/contracts/messages';
import { useLanguage } from '@ministry/platform/i18n';

type Catalog = typeof Messages;

/**
 * The validation and API message catalog (every domain, both languages), loaded when a form first
 * needs it rather than with the page: useForm loads it before it shows any error.
 */
let catalog: Catalog | null = null;
let loading: Promise<Catalog> | null = null;
const listeners = new Set<() => void>();

export function loadMessages(): Promise<Catalog> {
  loading ??= import('@ministry/contracts/messages').then(
    (module) => {
      catalog = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // tried again on the next use
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A message key (or a sentence, returned as it is) in the active language; undefined while the
 * catalog loads, which starts here if nothing has loaded it yet.
 */
export function useMessage(keyOrText: string | undefined): string | undefined {
  const language = useLanguage();
  // None on the server, nor while hydrating what it sent (a first screen shows no error yet).
  const loaded = useSyncExternalStore(
    subscribe,
    () => catalog,
    () => null,
  );
  useEffect(() => {
    if (keyOrText && !loaded) loadMessages().catch(() => undefined);
  }, [keyOrText, loaded]);
  if (!keyOrText || !loaded) return undefined;
  return loaded.translateMessage(keyOrText, language);
}
