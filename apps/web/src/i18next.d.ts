import type { en } from './locales/en';

/*
 * The catalogue's keys, checked by the type checker wherever the app translates. The component
 * tests' configuration leaves this out: it compiles the API's own catalogue too.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
