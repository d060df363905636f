import { i18n } from '../../../lib/i18n';

/** One decimal when it is not zero: 1.5, 2. */
const formatNumber1 = (value: number) => value.toFixed(1).replace(/\.0$/, '');

/** A file's size as the candidate reads it: '1.5 MB', '320 KB'. */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? i18n.t('candidate:profile.files.sizeMb', {
        size: formatNumber1(bytes / (1024 * 1024)),
      })
    : i18n.t('candidate:profile.files.sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) });
