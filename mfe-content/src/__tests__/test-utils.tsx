// The shared page and fetch helpers, with this remote's translations registered.
import '../i18n';

export * from '@ministry/platform/testing';
