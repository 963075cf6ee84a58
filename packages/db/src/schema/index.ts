export * from './customers';
export * from './stores';
export * from './addresses';
export * from './messages';
export * from './custom-stores';
export * from './credit';
export * from './balance';
export * from './coupons';
