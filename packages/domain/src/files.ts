import { z } from 'zod';

/** How long a download link to a private file (case or lot document) stays valid. */
export const FILE_LINK_TTL_SECONDS = 120;

/**
 * The answer of an authorised download route: a short-lived link to the file itself (signed on local
 * disk, presigned on S3). The browser navigates to it; the file arrives as a download.
 */
export const ZFileLink = z.object({
  url: z.string(),
  /** ISO time after which the link no longer works. */
  expiresAt: z.string(),
});
export type TFileLink = z.infer<typeof ZFileLink>;

/** Paths of the download routes; documents' `url` field holds one of these. */
export const caseDocumentDownloadPath = (documentId: string | number) =>
  `/api/documents/${documentId}/download`;
export const lotDocumentDownloadPath = (documentId: string | number) =>
  `/api/lotdocuments/${documentId}/download`;
