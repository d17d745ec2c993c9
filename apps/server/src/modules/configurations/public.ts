/**
 * What other areas may use of the configurations area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */

export { loadSettlementSettings } from '../../db/settlement-settings';
export { readConfiguration } from './get-public-configuration';
