import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import i18n from '@ministry/platform/i18n';
import { swrConfig } from '@ministry/platform/swr-config';
import { ToastViewport } from '@ministry/platform/toast';

/** Everything a page needs around it: translations, the data cache and the toast viewport. */
export function PlatformProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        {children}
        <ToastViewport />
      </SWRConfig>
    </I18nextProvider>
  );
}
