import type { CSSProperties } from 'react';

/**
 * Bootstrap draws a disabled primary button in its own blue; the site's plum (the shell's theme)
 * stays, faded, while an action is busy.
 */
export const BRAND_WHEN_DISABLED = {
  '--bs-btn-disabled-bg': 'var(--ministry-plum, #5b2a56)',
  '--bs-btn-disabled-border-color': 'var(--ministry-plum, #5b2a56)',
} as CSSProperties;
