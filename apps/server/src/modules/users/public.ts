/**
 * What other areas may use of the users area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */
export { createUser } from './create-user';
export { assertIdentityFree, emailTaken, userNameTaken } from './identity';
