import { createHash } from 'node:crypto';
import { COMPANY_MESSAGES, type TWireInstructionVersions, wireFingerprint } from '@bidright/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { companies, wireInstructionVersions } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { FileStorage } from '../../providers/storage/storage';
import { loadTargetCompany, type TCompanyTarget } from '../companies/public';

/**
 * GET /api/companies[/{companyId}]/wireinstructions/versions: every version, newest first, with who, when and
 * the fingerprint. The company's staff (auctioneer and employees) and admins; nobody else.
 */
export async function listWireVersions(
  db: Db,
  caller: AuthUser,
  target: TCompanyTarget,
): Promise<TWireInstructionVersions> {
  const company = await loadTargetCompany(db, caller, target);
  const rows = await db
    .select()
    .from(wireInstructionVersions)
    .where(eq(wireInstructionVersions.companyId, company.id))
    .orderBy(desc(wireInstructionVersions.version));
  return {
    versions: rows.map((row) => ({
      id: String(row.id),
      version: row.version,
      fileName: row.fileName,
      createdBy: row.createdBy,
      createdDate: row.createdAt.toISOString(),
      fingerprint: wireFingerprint(row.sha256),
      isCurrent: row.fileKey === company.wireInstructionKey,
    })),
  };
}

/** Who may download a company's current wire instructions: admins, its staff, and bidders who won one of its lots. */
async function assertMayDownload(db: Db, caller: AuthUser, companyId: number) {
  if (caller.role === 'Admin') return;
  if (caller.role === 'Auctioneer' || caller.role === 'Employee') {
    if (caller.companyId === companyId) return;
    throw forbidden();
  }
  if (caller.role === 'Bidder') {
    const [won] = await queryRows(
      db,
      sql`select 1 from lots l join cases c on c.id = l.case_id join bids b on b.id = l.winner_bid_id
        where c.company_id = ${companyId} and b.bidder_id = ${caller.id} and l.sold_to = 'ThirdParty' limit 1`,
    );
    if (won) return;
  }
  throw forbidden();
}

/** The fingerprint, in small type, at the foot of every page; null when the file cannot be read as a PDF. */
async function stamp(data: Buffer, fingerprint: string): Promise<Buffer | null> {
  try {
    // pdf-lib is loaded at the first stamp, not at every boot (~0.2 s of CPU).
    const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
    const pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const text = `Wire instructions fingerprint ${fingerprint} - confirm by phone with the auction host before you send money.`;
    for (const page of pdf.getPages()) {
      const { width } = page.getSize();
      const size = Math.min(8, (width - 24) / font.widthOfTextAtSize(text, 1));
      page.drawText(text, { x: 12, y: 10, size, font, color: rgb(0.75, 0.1, 0.1) });
    }
    return Buffer.from(await pdf.save());
  } catch {
    return null;
  }
}

/**
 * GET /api/wireinstructions/{companyId}/file: the current version, stamped with its fingerprint on every page
 * (pdf-lib). A file pdf-lib cannot parse is sent as stored; either way the fingerprint is in the file name and
 * the `X-Wire-Fingerprint` header.
 */
export async function downloadWireInstructions(
  db: Db,
  storage: FileStorage,
  caller: AuthUser,
  companyId: number,
) {
  await assertMayDownload(db, caller, companyId);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound(COMPANY_MESSAGES.companyNotFound);
  if (!company.wireInstructionKey) throw notFound('No wire instructions were uploaded.');
  const data = await storage.read(company.wireInstructionKey);
  const sha256 = company.wireInstructionSha256 ?? createHash('sha256').update(data).digest('hex');
  const fingerprint = wireFingerprint(sha256);
  const stamped = await stamp(data, fingerprint);
  const base = (company.wireInstructionFileName ?? 'wire-instructions.pdf').replace(/\.pdf$/i, '');
  return {
    body: stamped ?? data,
    stamped: stamped !== null,
    fingerprint,
    fileName: `${base}-${fingerprint}.pdf`,
  };
}
