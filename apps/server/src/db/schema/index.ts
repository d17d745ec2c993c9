// Every schema area; Drizzle and drizzle-kit read this one module.
export * from './accounts';
export * from './activity';
export * from './auctions';
export * from './bidders';
export * from './cases';
export * from './clients';
export * from './documents';
export * from './identity';
export * from './lots';
export * from './properties';
