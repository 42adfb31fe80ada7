import type { Kysely } from 'kysely';
import { today } from '../../domain/common';
import { displayNameOf, mediaResource } from '../../domain/media';
import type { Staff } from '../auth/sessions';
import { recordAudit } from '../db/audit';
import { insertRow } from '../db/queries';
import { codecOf, type Json } from '../db/repository';
import type { Database } from '../db/schema';
import type { StoredImage } from './storeImage';

/** Adds a stored image to the media records (audited), as every upload does; answers the record. */
export function recordUpload(db: Kysely<Database>, staff: Staff, sentName: string, stored: StoredImage, library: boolean): Promise<Json> {
  return db.transaction().execute(async (trx) => {
    const data = mediaResource.schema.parse({ name: displayNameOf(sentName), date: today(), alt: '', library, ...stored });
    const created = await insertRow(trx, codecOf(mediaResource), data);
    await recordAudit(trx, { staff, resource: mediaResource.name, recordId: Number(created.id), action: 'create', before: null, after: created });
    return created;
  });
}
