/**
 * A namespace of the catalogue in another language: every key of the English namespace, each a
 * text, nested as in English. Plural keys (`…_one`, `…_other`) may add the other language's forms
 * (Arabic: `_zero`, `_two`, `_few`, `_many`), which English does not have.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & { readonly [plural: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string };
