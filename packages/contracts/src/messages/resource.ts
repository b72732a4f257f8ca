import type { Language } from '../language';

/** Resources: the list's states, admin validation and downloads. */
export const RESOURCE_MESSAGES = {
  'resource.loadFailed': {
    en: 'There was an error loading the resources.',
    es: 'Hubo un error al cargar los recursos.',
  },
  'resource.empty': {
    en: 'No resources are currently available.',
    es: 'No hay recursos disponibles en este momento.',
  },
  'resource.notFound': { en: 'Resource not found.', es: 'Recurso no encontrado.' },
  'resource.titleRequired': { en: 'Title is required', es: 'El título es obligatorio' },
  'resource.titleTooLong': {
    en: 'Title must be at most 200 characters',
    es: 'El título debe tener como máximo 200 caracteres',
  },
  'resource.descriptionRequired': { en: 'Description is required', es: 'La descripción es obligatoria' },
  'resource.descriptionTooLong': {
    en: 'Description must be at most 2000 characters',
    es: 'La descripción debe tener como máximo 2000 caracteres',
  },
  'resource.categoryRequired': { en: 'Category is required', es: 'La categoría es obligatoria' },
  'resource.categoryInvalid': {
    en: 'Category must be lowercase words joined by hyphens, such as bible-study',
    es: 'La categoría debe ser palabras en minúscula unidas por guiones, como bible-study',
  },
  'resource.typeInvalid': {
    en: 'Type must be free or premium',
    es: 'El tipo debe ser gratuito (free) o premium',
  },
  'resource.priceRequired': {
    en: 'A premium resource needs a price',
    es: 'Un recurso premium necesita un precio',
  },
  'resource.priceInvalid': {
    en: 'Price must be a positive amount in dollars and cents',
    es: 'El precio debe ser una cantidad positiva en dólares y centavos',
  },
  'resource.imageUrlInvalid': {
    en: 'Image address must start with / or http(s)://',
    es: 'La dirección de la imagen debe empezar por / o http(s)://',
  },
  'resource.fileUnavailable': {
    en: 'This resource has no file to download yet.',
    es: 'Este recurso todavía no tiene un archivo para descargar.',
  },
  'resource.signInToDownload': {
    en: 'Please sign in to download premium resources.',
    es: 'Inicie sesión para descargar recursos premium.',
  },
  'resource.subscriptionRequired': {
    en: 'Premium resources are for members with an active subscription.',
    es: 'Los recursos premium son para miembros con una suscripción activa.',
  },
} as const satisfies Record<string, Record<Language, string>>;
