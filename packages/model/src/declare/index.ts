export * from './field.js';
export * from './kinds.js';
export * from './composite.js';
export * from './content-type.js';
export * from './collection.js';
export * from './collection-words.js';
