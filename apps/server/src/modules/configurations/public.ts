/**
 * What other areas may use of the configurations area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */
export { readConfiguration } from './get-public-configuration';
export { loadSettlementSettings } from './settlement-settings';
