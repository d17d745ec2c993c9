/**
 * What other areas may use of the companies area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */
export { loadTargetCompany, loadWritableCompany, type TCompanyTarget } from './company-access';
export { reencodeImage } from './company-files';
export { featuredLotsOfCompany } from './featured-lots-of-company';
export { presentCompany } from './presenter';
