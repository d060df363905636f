import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { API } from '@logicareers/shared/api';
import { DEFAULT_SITE_SETTINGS } from '@logicareers/shared/constants';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import type { SessionUser } from '../access/sessions';
import { dropStoredFile, readUploadedLogo, storeImageFile, type Upload } from '../files/uploads';
import { writeSiteSettings } from './settings.service';

/**
 * The uploaded site logo's file, kept in the settings table under this key (never one of the site
 * settings read or written through the API), so that only that file is ever removed with it, and
 * not one a `logo_url` typed by hand happens to point at.
 */
const LOGO_FILE_KEY = 'file:site_logo';

type LogoContext = Pick<AppContext, 'db' | 'files'>;

/**
 * Points the site at a logo file (or at the built-in logo), with the audit entry of the settings;
 * answers the id of the uploaded logo it replaces, if any.
 */
async function setSiteLogo(tx: Db, actor: SessionUser, fileId: string | null) {
  const [row] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, LOGO_FILE_KEY))
    .for('update');
  const old = typeof row?.value === 'string' && row.value ? row.value : null;
  await tx
    .insert(siteSettings)
    .values({ key: LOGO_FILE_KEY, value: fileId ?? '' })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: fileId ?? '' } });
  // Each upload has its own address, served as never changing: a new logo is never a stale one.
  const url = fileId ? API.files.photo(fileId) : DEFAULT_SITE_SETTINGS.logo_url;
  await writeSiteSettings(tx, actor, { logo_url: url });
  return old;
}

/**
 * A new site logo: checked like a company's logo (JPEG, PNG or WebP by content, at most 2 MB,
 * 16 to 4000 pixels a side, no SVG), stored as a public image, and named by `logo_url`.
 */
export async function uploadSiteLogo(
  ctx: LogoContext,
  actor: SessionUser,
  upload: Upload | null,
  log?: FastifyBaseLogger,
) {
  const image = await readUploadedLogo(upload, log);
  await storeImageFile(ctx, actor.id, image, (tx, fileId) => setSiteLogo(tx, actor, fileId));
}

/** Back to the built-in logo; the uploaded one, if any, is removed. */
export const removeSiteLogo = (ctx: LogoContext, actor: SessionUser) =>
  dropStoredFile(ctx, (tx) => setSiteLogo(tx, actor, null));
