/**
 * What other areas may use of per-sale approval (ADR 0075): the join route's gate.
 */
export { admitToSale } from './admit-to-sale';
