/** The product's version label (spec 000 §9); the build hash is added by the web build. */
export const APP_VERSION = '1.1.6';
export const PRODUCT_NAME = 'Tilth';
