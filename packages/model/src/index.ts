export * from './collections.js';
export * from './sections.js';
export * from './content.js';
export * from './text.js';
export * from './contact.js';
export * from './analytics.js';
export * from './schema.js';
export * from './field-rules.js';
