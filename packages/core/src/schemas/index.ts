export * from './errors.ts';
export * from './images.ts';
export * from './content.ts';
export * from './lookups.ts';
export * from './artworks.ts';
export * from './system.ts';
export * from './mail.ts';
export * from './captcha.ts';
