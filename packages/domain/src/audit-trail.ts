/**
 * The staff and admin audit trail's words (issue 42 point 3, ADR 0071), apart from its schemas
 * (schemas/audit-trail.ts) so the screens read them without zod.
 */
export const AUDIT_OPERATIONS = ['INSERT', 'UPDATE', 'DELETE', 'PURGE'] as const;
export type TAuditOperation = (typeof AUDIT_OPERATIONS)[number];

/** The tables on the trail (migration 0021), for the screens' filter. */
export const AUDIT_TRAIL_TABLES = [
  'api_keys',
  'attorney_invitations',
  'attorneys',
  'auction_bidder_lots',
  'auction_bidders',
  'auction_streams',
  'auctions',
  'audit_trail',
  'bidders',
  'case_notes',
  'cases',
  'client_companies',
  'clients',
  'companies',
  'configurations',
  'document_types',
  'documents',
  'featured_lots',
  'helps',
  'identity_evidence',
  'lot_documents',
  'lots',
  'properties',
  'property_attribute_options',
  'property_attribute_values',
  'property_attributes',
  'property_images',
  'purchase_profiles',
  'resources',
  'users',
  'webhooks',
  'wire_instruction_versions',
] as const;
