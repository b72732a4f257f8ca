import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import en from '../../../locales/en/resources.json';
import { titleCase } from '../../../format';
import { NAMESPACE } from '../../../i18n';

type KnownTab = keyof typeof en.resources.tabs;

function isKnownTab(tab: string): tab is KnownTab {
  return Object.prototype.hasOwnProperty.call(en.resources.tabs, tab);
}

export function tabId(tab: string): string {
  return `resources-tab-${tab}`;
}

export const RESOURCES_PANEL_ID = 'resources-panel';

interface ResourceTabsProps {
  tabs: string[];
  active: string;
  onChange: (tab: string) => void;
}

/** The category filter as an ARIA tab list (arrow keys, Home and End move between tabs). */
export function ResourceTabs({ tabs, active, onChange }: ResourceTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const label = (tab: string) => (isKnownTab(tab) ? t(`resources.tabs.${tab}`) : titleCase(tab));

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) {
      onChange(tab);
      buttons.current[next]?.focus();
    }
  };

  return (
    <div className="ct-tabs" role="tablist" aria-label={t('resources.filterLabel')}>
      {tabs.map((tab, index) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={RESOURCES_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={`ct-tab${selected ? ' ct-tab-active' : ''}`}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label(tab)}
          </button>
        );
      })}
    </div>
  );
}

export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation(NAMESPACE);
  return (category) => (isKnownTab(category) ? t(`resources.tabs.${category}`) : titleCase(category));
}
