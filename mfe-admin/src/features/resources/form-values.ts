import type { Resource } from '@ministry/contracts/resource';

/** What the form holds: text, as typed (the shared schema parses the price and trims). */
export type ResourceFormValues = {
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
  category: string;
  type: string;
  price: string;
  imageUrl: string;
};

export function emptyResourceValues(): ResourceFormValues {
  return {
    title: '',
    titleEs: '',
    description: '',
    descriptionEs: '',
    category: '',
    type: 'free',
    price: '',
    imageUrl: '',
  };
}

export function resourceValues(resource: Resource): ResourceFormValues {
  return {
    title: resource.title,
    titleEs: resource.titleEs ?? '',
    description: resource.description,
    descriptionEs: resource.descriptionEs ?? '',
    category: resource.category,
    type: resource.type,
    price: resource.price == null ? '' : resource.price.toFixed(2),
    imageUrl: resource.imageUrl ?? '',
  };
}
