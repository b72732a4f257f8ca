import { useEffect } from 'react';

export interface SocialMeta {
  title: string;
  description: string;
  siteName: string;
  /**
   * The preview image's URL, as the bundle gives it (relative or absolute); made absolute against the
   * page's address in the effect, so nothing reads `window` while rendering (the server has none).
   */
  image: string;
  imageAlt: string;
  locale: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string, created: HTMLMetaElement[]) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
    created.push(element);
  }
  element.setAttribute('content', content);
}

/**
 * The page description and social-preview (Open Graph and Twitter card) tags in the document head.
 * Tags this page added are removed when it goes, so other pages do not inherit its preview.
 */
export function useSocialMeta(meta: SocialMeta): void {
  const { title, description, siteName, image, imageAlt, locale } = meta;
  useEffect(() => {
    const created: HTMLMetaElement[] = [];
    const imageUrl = new URL(image, window.location.href).href;
    setMeta('name', 'description', description, created);
    setMeta('property', 'og:type', 'website', created);
    setMeta('property', 'og:site_name', siteName, created);
    setMeta('property', 'og:title', title, created);
    setMeta('property', 'og:description', description, created);
    setMeta('property', 'og:url', `${window.location.origin}/`, created);
    setMeta('property', 'og:image', imageUrl, created);
    setMeta('property', 'og:image:alt', imageAlt, created);
    setMeta('property', 'og:locale', locale, created);
    setMeta('name', 'twitter:card', 'summary_large_image', created);
    setMeta('name', 'twitter:title', title, created);
    setMeta('name', 'twitter:description', description, created);
    setMeta('name', 'twitter:image', imageUrl, created);
    return () => created.forEach((element) => element.remove());
  }, [title, description, siteName, image, imageAlt, locale]);
}
