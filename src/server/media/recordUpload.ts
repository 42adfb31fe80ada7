import type { Kysely } from 'kysely';
import { today } from '../../domain/common';
import { displayNameOf, mediaResource } from '../../domain/media';
import type { Staff } from '../auth/sessions';
import { insertAudited } from '../db/audit';
import { codecOf, type Json } from '../db/repository';
import type { Database } from '../db/schema';
import type { StoredImage } from './storeImage';

/** Adds a stored image to the media records (audited), as every upload does; answers the record. */
export function recordUpload(
  db: Kysely<Database>,
  staff: Staff,
  sentName: string,
  stored: StoredImage,
  library: boolean,
): Promise<Json> {
  return db.transaction().execute(async (trx) => {
    const data = mediaResource.schema.parse({
      name: displayNameOf(sentName),
      date: today(),
      alt: '',
      library,
      ...stored,
    });
    return insertAudited(trx, staff, mediaResource.name, codecOf(mediaResource), data);
  });
}
