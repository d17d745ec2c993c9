import { escapeHtml, lotHostLine, lotTitle, ZId } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { fillTemplate, type TFirstPaintTemplates } from '../../plugins/first-paint-table';
import { PUBLIC_LOTS } from './bidder-lot-query';

/** What a lot page shows first: its address and the line under it. */
export interface TLotPreview {
  address: string;
  hostLine: string;
}

/**
 * The heading of a lot's page, or null unless the lot is one the home page's public lists may show
 * (`PUBLIC_LOTS`): the preview tells no one more than those lists already do.
 */
export async function loadLotPreview(db: Db, lotId: number): Promise<TLotPreview | null> {
  const [row] = await queryRows(
    db,
    sql`select l.id, a.start_type, a.start_time, c.name as host_name, c.time_zone,
        p.street_line1, p.street_line2, p.city, p.state_code, p.zip_code
      from lots l join auctions a on a.id = l.auction_id join companies c on c.id = a.company_id
        left join lateral (select * from properties x where x.lot_id = l.id order by x.is_primary desc, x.id limit 1) p
          on true
      where l.id = ${lotId} and ${PUBLIC_LOTS}`,
  );
  if (!row) return null;
  return {
    address: lotTitle(
      {
        streetLine1: row.street_line1 as string | null,
        streetLine2: row.street_line2 as string | null,
        city: row.city as string | null,
        stateCode: row.state_code as string | null,
        zipCode: row.zip_code as string | null,
      },
      String(row.id),
    ),
    hostLine: lotHostLine({
      hostName: String(row.host_name),
      startType: String(row.start_type),
      startTime: new Date(row.start_time as string).toISOString(),
      timeZone: row.time_zone as string | null,
    }),
  };
}

/** The web build's template of the lot page's heading (apps/web/build/first-paint-render.tsx). */
export const LOT_HEADING_TEMPLATE = 'lot-heading';

/**
 * The lot page's heading as static HTML for its first paint (ADR 0018): the web build's template, rendered
 * from the app's own heading (LotHeading) in the place the page draws it, with the lot's values, escaped.
 * The page's own heading replaces it when the app has loaded.
 */
export function lotPreviewHtml(preview: TLotPreview, template: string): string {
  return fillTemplate(template, {
    address: escapeHtml(preview.address),
    hostLine: escapeHtml(preview.hostLine),
  });
}

/**
 * The lot pages' first-paint content: their heading. The web's routes name it (`preview: 'lot'`) on
 * `/details/:lotId` and the canonical slug path; the build's table of paths hands over the `lotId` param.
 * A web build without the heading's template starts these pages from the plain header.
 */
export function lotPagePreview(db: Db) {
  return async (
    params: Record<string, string>,
    _cookie: string | undefined,
    templates: TFirstPaintTemplates,
  ): Promise<string | null> => {
    const template = templates[LOT_HEADING_TEMPLATE];
    const lotId = ZId.safeParse(params.lotId);
    if (template === undefined || !lotId.success) return null;
    const preview = await loadLotPreview(db, lotId.data);
    return preview && lotPreviewHtml(preview, template);
  };
}
