/**
 * The shape a translation of a catalogue fragment must have (issue 24): the same keys as its
 * English twin, nested the same way, every leaf a string. `satisfies Translation<typeof enX>` in
 * each src/i18n/es-*.ts lets the compiler catch a missing or extra key; the key-parity test
 * (placeholders, untranslated values) checks the rest.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
