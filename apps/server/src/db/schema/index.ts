// Every schema area; Drizzle and drizzle-kit read this one module.
export * from './accounts';
export * from './activity';
export * from './api-keys';
export * from './auctions';
export * from './bidders';
export * from './cases';
export * from './clients';
export * from './configurations';
export * from './content';
export * from './documents';
export * from './identity';
export * from './listings';
export * from './lots';
export * from './notifications';
export * from './properties';
export * from './security';
